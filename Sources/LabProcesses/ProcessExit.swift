import Dispatch
import Foundation

/// A child process's exit, waited for as it happens. On Linux `Process.waitUntilExit()` polls its
/// run loop every 50 ms (swift-corelibs-foundation issue 3232), so each short command, most git
/// calls, took at least that long; the process's termination handler ends this wait instead.
package final class ProcessExit: Sendable {
    private let exited = DispatchSemaphore(value: 0)

    /// Observes the exit of `process`, which has not started yet; it takes the process's
    /// termination handler.
    package init(of process: Process) {
        process.terminationHandler = { [exited] _ in exited.signal() }
    }

    /// Returns once the process has exited (its status and reason set); at once when called again.
    package func wait() {
        exited.wait()
        exited.signal()
    }
}
