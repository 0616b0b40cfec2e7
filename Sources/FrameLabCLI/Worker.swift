import ArgumentParser
import Foundation
import FrameLab
import RunRecords

/// `framelab worker`: one job of a run, in its own process. The driver starts it and writes one
/// request per line on its standard input (`play 60 0`: play repetition 0 at 60 Hz); the worker
/// writes one JSON message per line on standard output (its footprint; each repetition's frames
/// and `played`; when its input ends, `finished`).
struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Play one scenario on one implementation and stream its frames (used by `framelab run`).",
        shouldDisplay: false)

    @Option(help: "A default scenario's name, or a scenario JSON file.")
    var scenario: String

    @Option(help: "The implementation to measure.")
    var implementation: LabImplementation

    @Option(help: "The number of items.")
    var items: Int

    @Option(help: "Unmeasured runs before the first repetition requested at each refresh rate.")
    var warmUps: Int

    @Flag(
        help:
            "Play the measured repetitions without the reference mirror: nothing compared, no cache evictions between frames."
    )
    var withoutReferenceMirror = false

    @Option(
        help: ArgumentHelp(
            "IMPLEMENTATION:FAULT, e.g. scalar:crash: misbehave (crash, hang, garbage) or measure a kernel with a regression (slow, linear-prepare) for that implementation; for tests.",
            visibility: .hidden))
    var injectFault: String?

    func run() throws {
        let fault = try injectFault.flatMap { try WorkerFault(argument: $0, implementation: implementation) }
        fault?.apply()
        let worker = LabWorker(
            scenario: try Scenario.resolve(scenario), implementation: implementation, items: items,
            warmUps: warmUps, injectedRegression: fault?.regression, mirrorsReference: !withoutReferenceMirror)
        try worker.runOverStandardStreams()
    }
}

extension LabImplementation: ExpressibleByArgument {
    /// The implementation named `name`, or an error on one line naming the bad value and the
    /// good ones (ArgumentParser lists them on lines of their own past five).
    static func named(_ name: String) throws -> LabImplementation {
        guard let implementation = LabImplementation(rawValue: name) else {
            throw ValidationError(
                "--implementation \(name) is invalid: it must be one of "
                    + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return implementation
    }
}
