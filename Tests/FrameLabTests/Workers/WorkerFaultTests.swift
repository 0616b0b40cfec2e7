import FrameLab
import LabSupport
import RunRecords
import Testing

@Suite("The faults a worker is told to have")
struct WorkerFaultArgumentTests {
    @Test(
        "A fault is its implementation's only; a regression's name is a regression, a delay may have a factor",
        arguments: [
            ("scalar:crash", LabImplementation.scalar, WorkerFault.crash),
            ("scalar:hang", .scalar, .hang),
            ("scalar:nonsense", .scalar, .garbage),
            ("optimized:slow", .optimized, .regression(.slowQueries, delayFactor: nil)),
            ("optimized:delay", .optimized, .regression(.delayedQueries, delayFactor: nil)),
            ("optimized:delay:1.3", .optimized, .regression(.delayedQueries, delayFactor: 1.3)),
            ("optimized:crash", .scalar, nil),
        ] as [(String, LabImplementation, WorkerFault?)])
    func parsing(argument: String, implementation: LabImplementation, fault: WorkerFault?) throws {
        #expect(try WorkerFault(argument: argument, implementation: implementation) == fault)
    }

    @Test("A delay's factor that is not a number of at least 1 is refused, naming the argument")
    func badFactor() {
        for argument in ["optimized:delay:0.5", "optimized:delay:fast"] {
            #expect(throws: FrameLabError("--inject-fault \(argument): the delay's factor must be a number ≥ 1")) {
                try WorkerFault(argument: argument, implementation: .optimized)
            }
        }
    }
}
