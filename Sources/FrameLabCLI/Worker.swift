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
        let fault = injectFault.flatMap { injectFault in
            injectFault.hasPrefix("\(implementation.rawValue):")
                ? String(injectFault.dropFirst(implementation.rawValue.count + 1)) : nil
        }
        // `delay:1.3`: the delay with its factor.
        let faultParts = fault?.split(separator: ":", maxSplits: 1).map(String.init) ?? []
        let regression = faultParts.first.flatMap(InjectedRegression.init(rawValue:))
        if let fault, regression == nil {
            misbehave(fault)
        }
        if regression == .delayedQueries, faultParts.count == 2 {
            guard let factor = Double(faultParts[1]), factor >= 1 else {
                throw ValidationError("--inject-fault \(injectFault!): the delay's factor must be a number ≥ 1")
            }
            InjectedRegression.delaySlowdown = factor
        }
        let worker = LabWorker(
            scenario: try Scenario.resolve(scenario), implementation: implementation, items: items,
            warmUps: warmUps, injectedRegression: regression, mirrorsReference: !withoutReferenceMirror)
        let encoder = JSONEncoder()
        func send(_ message: WorkerMessage) throws {
            var line = try encoder.encode(message)
            line.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(line)
        }
        func nextRequest() throws -> RepetitionRequest? {
            guard let line = readLine() else { return nil }
            guard let request = RepetitionRequest(line: Substring(line)) else {
                throw ValidationError("not a request: \(line.debugDescription); expected `play REFRESH_HZ REPETITION`")
            }
            return request
        }
        try worker.run(nextRequest: nextRequest, send: send)
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

/// Fails the way `fault` says: the faults the driver must survive.
private func misbehave(_ fault: String) {
    switch fault {
    case "crash":
        FileHandle.standardError.write(Data("worker: crashing on purpose\n".utf8))
        UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1  // a real segmentation fault
    case "hang":
        while true { sleep(60) }
    default:
        FileHandle.standardOutput.write(Data("this is not a frame record\n".utf8))
    }
}
