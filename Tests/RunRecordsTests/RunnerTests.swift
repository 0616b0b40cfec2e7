import RunRecords
import Testing

@Suite("Runner names")
struct RunnerTests {
    @Test("A derived name keeps the family and model numbers, which tell same-named generations apart")
    func derivedNames() {
        #expect(
            Runner.derivedName(processor: "AMD EPYC, family 26 model 2", cores: 2)
                == "amd-epyc-family-26-model-2-2-cores")
        #expect(
            Runner.derivedName(processor: "AMD EPYC, family 25 model 17", cores: 2)
                != Runner.derivedName(processor: "AMD EPYC, family 26 model 2", cores: 2))
        #expect(
            Runner.derivedName(processor: "Intel(R) Xeon(R) CPU @ 2.20GHz, family 6 model 79", cores: 4)
                == "intel-r-xeon-r-cpu-2-20ghz-family-6-model-79-4-cores")
    }

    @Test("This machine's processor gives a usable folder name")
    func currentName() throws {
        let name = try Runner.current(explicit: nil)
        #expect(!name.isEmpty)
        #expect(try Runner.name(explicit: name, processor: "", cores: 1) == name)
    }
}
