import Foundation
import LabProcesses
import LabSupport

/// The git worktree a bisection checks commits out in, `.build-bisect/worktree` of the
/// repository, and the promise to leave the repository as it was: when the bisection ends,
/// fails or is interrupted (``remove()``, from the bisection's ``RunInterruption`` too), the
/// bisection is reset and the worktree removed.
package struct BisectWorktree: Sendable {
    /// The repository's top folder.
    package let repository: URL
    /// The worktree's folder.
    package let folder: URL
    /// The folder of the bisection's own files (its steps' record, the steps' framelab), removed
    /// with the worktree.
    private let temporaryFolder: URL

    /// A new detached worktree of `repository` at `commit` in `.build-bisect/worktree`; throws
    /// when a bisection's worktree is already there (another bisection running, or one killed
    /// with SIGKILL: `git worktree remove --force` it).
    package init(repository: URL, commit: String) throws(FrameLabError) {
        self.repository = repository
        folder = repository.appending(path: ".build-bisect/worktree")
        temporaryFolder = repository.appending(path: ".build-bisect/bisection-\(getpid())")
        if FileManager.default.fileExists(atPath: folder.path) {
            throw FrameLabError(
                "\(folder.path) exists: another bisection is running, or one was killed; "
                    + "`git worktree remove --force \(folder.path)` removes it")
        }
        let temporaryFolder = temporaryFolder
        try FrameLabError.attempt(at: temporaryFolder) {
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        }
        try Git(in: repository).addWorktree(at: folder, commit: commit)
    }

    /// The top folder of the repository whose worktree (or main work tree) `folder` is.
    package static func repository(containing folder: URL) -> URL? {
        Git(in: folder).commonDirectory?.deletingLastPathComponent()
    }

    /// Git in the worktree.
    package var git: Git { Git(in: folder) }

    /// A file named `name` in the bisection's own folder, removed with the worktree.
    package func temporaryFile(_ name: String) -> URL {
        temporaryFolder.appending(path: name)
    }

    /// Resets the bisection and removes the worktree and the bisection's own files; says what it
    /// did, for the line an interrupt writes.
    @discardableResult
    package func remove() -> String {
        git.resetBisection()
        Git(in: repository).removeWorktree(at: folder)
        try? FileManager.default.removeItem(at: temporaryFolder)
        return "the bisection was reset and its worktree removed"
    }
}
