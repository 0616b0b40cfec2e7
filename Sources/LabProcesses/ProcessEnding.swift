import Foundation

/// How a child process ended: it exited with a status, or a signal killed it.
package enum ProcessEnding: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exit(Int32)
    /// This signal killed it.
    case signal(Int32)

    /// How `process`, which has ended, ended.
    package init(_ process: Process) {
        self =
            process.terminationReason == .uncaughtSignal
            ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
    }

    /// Whether it exited with status 0.
    package var succeeded: Bool { self == .exit(0) }

    /// `exited with status 1`, `killed by signal 11 (SIGSEGV)`.
    package var description: String {
        switch self {
        case .exit(let status): "exited with status \(status)"
        case .signal(let signal): "killed by signal \(signal) (\(Self.name(of: signal)))"
        }
    }

    /// The signal's name, `SIGSEGV`, or `signal 40` for one without a name here.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }
}
