import Foundation
import LabSupport
import RunRecords

/// What a worker is told to do wrong, for the tests of the driver and the proofs of the gate
/// (`--inject-fault IMPLEMENTATION:FAULT`, which only that implementation's workers obey):
/// crash, hang or send garbage, or measure its kernel with a regression.
package enum WorkerFault: Equatable, Sendable {
    /// A segmentation fault, before anything is sent.
    case crash
    /// Sleeps forever, until the driver's timeout kills it.
    case hang
    /// Sends a line that is not a message first.
    case garbage
    /// Measures the kernel with this regression; a delay's factor (`delay:1.3`) when given.
    case regression(InjectedRegression, delayFactor: Double?)

    /// The fault `argument` (`IMPLEMENTATION:FAULT`) gives a worker of `implementation`: `nil`
    /// when it names another implementation. A fault that is no regression's name sends garbage.
    package init?(argument: String, implementation: LabImplementation) throws(FrameLabError) {
        let prefix = "\(implementation.rawValue):"
        guard argument.hasPrefix(prefix) else { return nil }
        let fault = argument.dropFirst(prefix.count)
        let parts = fault.split(separator: ":", maxSplits: 1).map(String.init)
        guard let regression = parts.first.flatMap(InjectedRegression.init(rawValue:)) else {
            self = fault == "crash" ? .crash : fault == "hang" ? .hang : .garbage
            return
        }
        guard regression == .delayedQueries, parts.count == 2 else {
            self = .regression(regression, delayFactor: nil)
            return
        }
        guard let factor = Double(parts[1]), factor >= 1 else {
            throw FrameLabError("--inject-fault \(argument): the delay's factor must be a number ≥ 1")
        }
        self = .regression(regression, delayFactor: factor)
    }

    /// The regression the worker's kernel is measured with, if the fault is one.
    package var regression: InjectedRegression? {
        if case .regression(let regression, _) = self { regression } else { nil }
    }

    /// Does what the fault says before the worker starts: crashes, hangs, sends garbage, or sets
    /// the delay's factor.
    package func apply() {
        switch self {
        case .crash:
            FileHandle.standardError.write(Data("worker: crashing on purpose\n".utf8))
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1  // a real segmentation fault
        case .hang:
            while true { sleep(60) }
        case .garbage:
            FileHandle.standardOutput.write(Data("this is not a frame record\n".utf8))
        case .regression(_, let delayFactor?):
            InjectedRegression.delaySlowdown = delayFactor
        case .regression(_, nil):
            break
        }
    }
}
