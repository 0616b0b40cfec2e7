import FrameLab
import RunRecords
import Testing

@Suite("The jobs of a run")
struct LabRunJobsTests {
    @Test("Above the large count, neither the reference nor a peer left out of largeImplementations is timed")
    func largeJobs() throws {
        let scenario = try #require(Scenario.named("switch-list-to-grid"))
        let jobs = LabRun.jobs(
            scenarios: [("switch-list-to-grid", scenario)], implementations: LabImplementation.allCases,
            itemCountOverride: nil, maximumItems: nil, repetitions: 3, warmUps: 1, largeItems: 100_000,
            largeRepetitions: 1, largeImplementations: [.optimized, .scalar])
        let large = jobs.filter { $0.items == 1_000_000 }
        #expect(large.map(\.implementation) == [.optimized, .scalar])
        #expect(large.allSatisfy { $0.repetitions == 1 })
        #expect(
            jobs.filter { $0.items == 100_000 }.map(\.implementation) == [.reference, .cached, .optimized, .scalar])
    }
}
