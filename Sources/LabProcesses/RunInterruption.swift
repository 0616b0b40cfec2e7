import Foundation
import LabSupport

/// What a run does when it is interrupted, by SIGINT (Control-C) or SIGTERM: it kills the
/// workers running (and every process they started), removes its temporary folders, writes one line on standard error and exits
/// with status 128 + the signal (130, 143), leaving no worker behind and no run folder, whole or
/// partial.
///
/// The run folder is written inside ``writeRunFolder(_:)``. A signal that arrives meanwhile
/// waits until the folder is whole, a fraction of a second, and the line then says where it
/// is: a run is either not written at all or written whole.
package final class RunInterruption: @unchecked Sendable {
    /// Guards the workers and the folder. The handler takes it and never gives it back, so that
    /// after an interrupt no worker starts, no folder is written and no worker's end is
    /// reported.
    private let lock = NSLock()
    /// The workers started and not yet ended.
    private var workers: [Process] = []
    /// The temporary folders made and not yet removed.
    private var temporaryDirectories: [URL] = []
    /// The run folder, once written.
    private var folder: URL?
    /// Writes the line that says the run was interrupted.
    private let report: @Sendable (String) -> Void
    /// Undoes what the command did besides workers and temporary folders, and says what, for
    /// the line; set once, before anything it undoes exists.
    private var cleanUp: (@Sendable () -> String)?
    /// The sources that deliver SIGINT and SIGTERM to the handler.
    private var signalSources: [any DispatchSourceSignal] = []

    /// Handles SIGINT and SIGTERM in this process from now on; `report` writes the line that
    /// says the run was interrupted.
    package init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
        for signalNumber in [SIGINT, SIGTERM] {
            // A signal source only sees a signal whose default action (ending the process) is off.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { self.interrupt(by: signalNumber) }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Has an interrupt also run `cleanUp`, after killing the workers and removing the
    /// temporary folders, and end its line with what `cleanUp` says it undid: how a command
    /// that leaves more behind (a bisection's worktree) has one handler for all of it.
    package func onInterrupt(_ cleanUp: @escaping @Sendable () -> String) {
        lock.withLock { self.cleanUp = cleanUp }
    }

    /// Starts `worker` (a frame-lab worker, or a ``ChildProcess``: valgrind, a build, `git bisect
    /// run`), which an interrupt kills with every process it started, until ``workerDidExit(_:)``.
    package func start(_ worker: Process) throws {
        try lock.withLock {
            try worker.run()
            workers.append(worker)
        }
    }

    /// Forgets `worker`, which has exited. After an interrupt this never returns, so the
    /// worker's end is not reported.
    package func workerDidExit(_ worker: Process) {
        lock.withLock { workers.removeAll { $0 === worker } }
    }

    /// Runs `body` with a new, empty folder under the system's temporary folder (`TMPDIR`),
    /// named `prefix` and a UUID, and removes the folder when `body` returns, throws or is
    /// interrupted.
    package func withTemporaryDirectory<Result>(
        named prefix: String, _ body: (URL) throws(FrameLabError) -> Result
    ) throws(FrameLabError) -> Result {
        try Self.withTemporaryDirectory(
            named: prefix, in: FileManager.default.temporaryDirectory, registeredIn: self, body)
    }

    /// Runs `body` with a new, empty folder in `parent`, named `prefix` and a UUID, and removes
    /// the folder when `body` returns or throws, and on an interrupt of `interruption` when there
    /// is one.
    package static func withTemporaryDirectory<Result>(
        named prefix: String, in parent: URL, registeredIn interruption: RunInterruption?,
        _ body: (URL) throws(FrameLabError) -> Result
    ) throws(FrameLabError) -> Result {
        let directory = parent.appending(path: "\(prefix)-\(UUID())")
        // Made and removed under the interruption's lock, so that an interrupt cannot come between
        // making the folder and registering it.
        func locked<Value>(_ work: () throws -> Value) rethrows -> Value {
            try interruption?.lock.withLock(work) ?? work()
        }
        do {
            try locked {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                interruption?.temporaryDirectories.append(directory)
            }
        } catch {
            throw FrameLabError("\(directory.path): \(error.reason)")
        }
        defer {
            locked {
                try? FileManager.default.removeItem(at: directory)
                interruption?.temporaryDirectories.removeAll { $0 == directory }
            }
        }
        return try body(directory)
    }

    /// Runs `write`, which writes the run folder and returns it; an interrupt waits until it
    /// has.
    package func writeRunFolder(_ write: () throws -> URL) rethrows -> URL {
        try lock.withLock {
            let folder = try write()
            self.folder = folder
            return folder
        }
    }

    /// Kills the workers and their descendants, waits up to a second for the system to reap the
    /// workers, removes the temporary folders, says what happened and exits with 128 +
    /// `signalNumber`.
    private func interrupt(by signalNumber: Int32) {
        lock.lock()
        for worker in workers {
            ProcessTree.kill(worker.processIdentifier)
        }
        let deadline = Date(timeIntervalSinceNow: 1)
        while workers.contains(where: \.isRunning), Date() < deadline {
            usleep(10_000)
        }
        for directory in temporaryDirectories {
            try? FileManager.default.removeItem(at: directory)
        }
        let name = signalNumber == SIGINT ? "SIGINT" : "SIGTERM"
        let killed = "killed \(workers.count) running worker\(workers.count == 1 ? "" : "s")"
        let outcome = folder.map { "the run was already written to \($0.path)" } ?? "\(killed); nothing was written"
        report("interrupted by \(name): \(outcome)" + (cleanUp.map { "; " + $0() } ?? ""))
        exit(128 + signalNumber)
    }
}
