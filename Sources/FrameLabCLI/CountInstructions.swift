import ArgumentParser
import FrameLab
import LabCatalog
import RegressionGate

/// `framelab count-instructions`: one kernel workload, for `framelab gate` to run under
/// callgrind, which counts only the measured run.
struct CountInstructions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-instructions",
        abstract: "Run one kernel workload between callgrind client requests (used by `framelab gate`).",
        shouldDisplay: false)

    @Option(help: "The workload: \(KernelWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kernel: KernelWorkload

    @Option(help: "The number of items.")
    var items: Int

    @Option(help: "Run the kernel with a regression (slow, linear-prepare); for tests of the gate.")
    var inject: InjectedRegression?

    mutating func validate() throws {
        if items < 1 { throw ValidationError("--items \(items) must be at least 1") }
    }

    func run() throws {
        try kernel.runForCallgrind(items: items, regression: inject)
    }
}

extension KernelWorkload: ExpressibleByArgument {}

extension InjectedRegression: ExpressibleByArgument {}
