import Dispatch
import Glibc

/// SIGINT (Control-C) and SIGTERM, taken over from their default action (ending the process).
package enum InterruptSignals {
    /// Calls `handler` with the signal's number, on a global queue, whenever SIGINT or SIGTERM
    /// arrives from now on; the sources must be kept alive.
    package static func handle(_ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            // A signal source only sees a signal whose default action is off.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { handler(signalNumber) }
            source.resume()
            return source
        }
    }
}
