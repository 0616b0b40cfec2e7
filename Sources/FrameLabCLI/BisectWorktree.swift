import Foundation
import FrameLab
import LabProcesses
import LabSupport

/// The git worktree a bisection checks commits out in, `.build-bisect/worktree` of the
/// repository, and the promise to leave the repository as it was: when the bisection ends or
/// fails (``remove()``) or is interrupted (``abandon()``, from the command's
/// ``RunInterruption``), the bisection is reset and the worktree removed.
final class BisectWorktree: @unchecked Sendable {
    /// The repository's top folder.
    let repository: URL
    /// The worktree's folder.
    let folder: URL
    /// The process running in the worktree now (`git bisect run`), killed with its children on
    /// an interrupt.
    private var child: Process?
    /// The folder of the bisection's own files (its steps' record, the steps' framelab), removed
    /// with the worktree.
    private let temporaryFolder: URL
    private let lock = NSLock()

    /// A new detached worktree of `repository` at `commit` in `.build-bisect/worktree`; throws
    /// when a bisection's worktree is already there (another bisection running, or one killed
    /// with SIGKILL: `git worktree remove --force` it).
    init(repository: URL, commit: String) throws {
        self.repository = repository
        folder = repository.appending(path: ".build-bisect/worktree")
        temporaryFolder = repository.appending(path: ".build-bisect/bisection-\(getpid())")
        if FileManager.default.fileExists(atPath: folder.path) {
            throw FrameLabError(
                "\(folder.path) exists: another bisection is running, or one was killed; "
                    + "`git worktree remove --force \(folder.path)` removes it")
        }
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        guard Self.git(["worktree", "add", "--detach", "--quiet", folder.path, commit], in: repository) != nil else {
            throw FrameLabError("git worktree add \(folder.path) \(commit) failed")
        }
    }

    /// A file named `name` in the bisection's own folder, removed with the worktree.
    func temporaryFile(_ name: String) -> URL {
        temporaryFolder.appending(path: name)
    }

    /// Checks `commit` out in the worktree.
    func checkOut(_ commit: String) throws {
        guard Self.git(["checkout", "--detach", "--quiet", commit], in: folder) != nil else {
            throw FrameLabError("git checkout \(commit) failed in \(folder.path)")
        }
    }

    /// Runs `process` (set up, not started) as the worktree's child, to its end; an interrupt
    /// kills it and everything it started.
    func run(_ process: Process) throws {
        try lock.withLock {
            try process.run()
            child = process
        }
        process.waitUntilExit()
        lock.withLock { child = nil }
    }

    /// Resets the bisection and removes the worktree and the bisection's own files.
    func remove() {
        _ = Self.git(["bisect", "reset", "--quiet"], in: folder)
        _ = Self.git(["worktree", "remove", "--force", folder.path], in: repository)
        _ = Self.git(["worktree", "prune"], in: repository)
        try? FileManager.default.removeItem(at: temporaryFolder)
    }

    /// Kills the child and its descendants and removes the worktree, on an interrupt (after
    /// which nothing may start a child); says what it did.
    func abandon() -> String {
        lock.lock()
        if let child { Self.killTree(child.processIdentifier) }
        remove()
        return "the bisection was reset and its worktree removed"
    }

    /// Sends SIGKILL to `pid` and every process it started, deepest first, from /proc's parent
    /// links.
    private static func killTree(_ pid: pid_t) {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let id = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid …": the name may hold spaces, so read after its ')'.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(id) }
        }
        func kill(_ id: pid_t) {
            for child in children[id] ?? [] { kill(child) }
            Glibc.kill(id, SIGKILL)
        }
        kill(pid)
    }

    /// git's standard output with `arguments` in `directory`, or `nil` when it fails.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) -> String? {
        ChildProcess(["git"] + arguments, in: directory).output()
    }
}
