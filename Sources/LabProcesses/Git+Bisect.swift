import Foundation
import LabSupport

extension Git {
    /// Adds a detached worktree of this repository at `folder`, checked out at `commit`.
    package func addWorktree(at folder: URL, commit: String) throws(FrameLabError) {
        try perform(
            ["worktree", "add", "--detach", "--quiet", folder.path, commit],
            failure: "git worktree add \(folder.path) \(commit) failed")
    }

    /// Removes the worktree at `folder`, changes and all, and forgets worktrees removed by hand.
    package func removeWorktree(at folder: URL) {
        _ = output(["worktree", "remove", "--force", folder.path])
        _ = output(["worktree", "prune"])
    }

    /// Checks `commit` out, detached.
    package func checkOut(_ commit: String) throws(FrameLabError) {
        let folder = directory?.path ?? FileManager.default.currentDirectoryPath
        try perform(["checkout", "--detach", "--quiet", commit], failure: "git checkout \(commit) failed in \(folder)")
    }

    /// Starts a bisection between `good` and `bad`.
    package func startBisection(bad: String, good: String) throws(FrameLabError) {
        let folder = directory?.path ?? FileManager.default.currentDirectoryPath
        try perform(["bisect", "start", bad, good], failure: "git bisect start failed in \(folder)")
    }

    /// Runs `git bisect run` with `step`: git's own output (which ends without a newline) in
    /// `log`, the steps' standard error on this process's; an interrupt of `interruption` kills it
    /// and the steps it started.
    package func runBisection(_ step: [String], log: URL, interruption: RunInterruption) throws(FrameLabError) {
        try FrameLabError.attempt(at: log.deletingLastPathComponent()) {
            try FileManager.default.createDirectory(
                at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        var command = ChildProcess(["git", "bisect", "run"] + step, in: directory)
        command.standardOutput = .file(log)
        command.standardError = .standardError
        _ = try command.run(interruption: interruption)
    }

    /// The bisection's log (`git bisect log`); empty when there is none.
    package var bisectionLog: String { output(["bisect", "log"]) ?? "" }

    /// Ends the bisection, if one is in progress.
    package func resetBisection() {
        _ = output(["bisect", "reset", "--quiet"])
    }
}
