import Foundation
import LabSupport

/// The git repository the lab measures, asked through the `git` command: every git call the lab
/// makes goes through here, in a folder of its own (never by changing this process's current
/// folder). A question git cannot answer (no repository, an unknown revision, no git) gives `nil`.
package struct Git: Sendable {
    /// The folder git runs in: the repository's or a worktree's; this process's current folder
    /// when `nil`.
    package var directory: URL?

    /// Git in `directory`, this process's current folder unless given.
    package init(in directory: URL? = nil) {
        self.directory = directory
    }

    /// A commit as the history records it.
    package struct Commit: Hashable, Sendable {
        /// The full hash.
        package var sha: String
        /// The full hashes of its parents, the first parent first, as its commit object names
        /// them: a shallow clone's oldest commits have parents the clone does not hold.
        package var parents: [String]
        /// When it was committed.
        package var time: Date?
        /// The first line of its message.
        package var subject: String
    }

    /// The top folder of the work tree.
    package var topLevel: URL? {
        line(["rev-parse", "--show-toplevel"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The repository's own git folder, which its worktrees share (`.git` of the main work tree).
    package var commonDirectory: URL? {
        line(["rev-parse", "--path-format=absolute", "--git-common-dir"]).map { URL(fileURLWithPath: $0) }
    }

    /// The full hash of the commit `revision` names (a hash, full or abbreviated, a branch, a tag,
    /// `HEAD`).
    package func commitHash(_ revision: String) -> String? {
        line(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `HEAD`'s hash, abbreviated as git abbreviates it.
    package var abbreviatedHead: String? { line(["rev-parse", "--short", "HEAD"]) }

    /// Whether the work tree has changes not committed (untracked files included).
    package var hasUncommittedChanges: Bool? { output(["status", "--porcelain"]).map { !$0.isEmpty } }

    /// The commit `revision` names, with its parents, time and subject.
    package func commit(_ revision: String) -> Commit? {
        guard
            let output = output(["show", "--no-patch", "--format=%H%x00%cI%x00%s", "\(revision)^{commit}", "--"])
        else { return nil }
        let fields = output.trimmingCharacters(in: .newlines).components(separatedBy: "\0")
        guard fields.count == 3, let parents = parents(ofCommit: fields[0]) else { return nil }
        return Commit(
            sha: fields[0], parents: parents, time: try? Date(fields[1], strategy: .iso8601), subject: fields[2])
    }

    /// The parents `sha`'s commit object names (a full hash), first parent first; `nil` when git
    /// has no such commit. Not `%P`, which is empty for the oldest commits of a shallow clone.
    package func parents(ofCommit sha: String) -> [String]? {
        output(["cat-file", "commit", sha])?.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .compactMap { $0.hasPrefix("parent ") ? String($0.dropFirst("parent ".count)) : nil }
    }

    /// The first-parent chain of `revision` (`HEAD` unless given), full hashes, oldest first;
    /// empty outside a repository. In a shallow clone it ends where the clone's history does.
    package func firstParentChain(of revision: String = "HEAD") -> [String] {
        output(["rev-list", "--first-parent", "--reverse", revision])?.lines ?? []
    }

    /// The commits of `descendant`'s first-parent chain after `ancestor` (full hashes), oldest
    /// first, when `ancestor` is on that chain and older; `nil` otherwise. Git reads the commits
    /// after `ancestor` alone, not the whole chain.
    package func firstParentChain(after ancestor: String, to descendant: String) -> [String]? {
        guard
            let lines = output(["rev-list", "--first-parent", "--parents", "--reverse", "\(ancestor)..\(descendant)"])?
                .lines.map({ $0.split(separator: " ") }),
            let oldest = lines.first, oldest.count > 1, oldest[1] == ancestor
        else { return nil }
        return lines.map { String($0[0]) }
    }

    /// The newest `limit` commits of `HEAD`'s first-parent chain, newest first, each with its
    /// parents (the first first), from the commit object where a shallow clone's history stops.
    package func firstParentAncestry(limit: Int) -> [(sha: String, parents: [String])] {
        guard let output = output(["log", "--first-parent", "--format=%H %P", "-n", String(limit), "HEAD"]) else {
            return []
        }
        return output.lines.map { line in
            let hashes = line.split(separator: " ").map(String.init)
            let parents = Array(hashes.dropFirst())
            return (hashes[0], parents.isEmpty ? self.parents(ofCommit: hashes[0]) ?? [] : parents)
        }
    }

    /// Whether the repository is a shallow clone, its oldest commits' parents missing.
    package var isShallow: Bool { line(["rev-parse", "--is-shallow-repository"]) == "true" }

    /// The branch checked out, or `nil` when `HEAD` is detached (as CI jobs check a commit out).
    package var currentBranch: String? {
        line(["symbolic-ref", "--quiet", "--short", "HEAD"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Fetches `commits` more commits of history below a shallow clone's oldest from its remote
    /// (`origin`, else the first); whether git could (not without a remote).
    package func deepen(by commits: Int) -> Bool {
        guard let remotes = output(["remote"])?.split(separator: "\n").map(String.init), !remotes.isEmpty else {
            return false
        }
        let remote = remotes.contains("origin") ? "origin" : remotes[0]
        return output(["fetch", "--quiet", "--no-tags", "--deepen=\(commits)", remote]) != nil
    }

    /// Whether `ancestor` is an ancestor of `descendant` (or the same commit).
    package func isAncestor(_ ancestor: String, of descendant: String) -> Bool {
        output(["merge-base", "--is-ancestor", ancestor, descendant]) != nil
    }

    /// The commits reachable from `descendant` and not from `ancestor`.
    package func commitCount(from ancestor: String, to descendant: String) -> Int? {
        line(["rev-list", "--count", "\(ancestor)..\(descendant)"]).flatMap { Int($0) }
    }

    /// What git printed for `arguments`, or `nil` when it failed.
    func output(_ arguments: [String]) -> String? {
        ChildProcess(["git"] + arguments, in: directory).output()
    }

    /// Runs git with `arguments`, throwing `failure` when it fails.
    func perform(_ arguments: [String], failure: @autoclosure () -> String) throws(FrameLabError) {
        guard output(arguments) != nil else { throw FrameLabError(failure()) }
    }

    /// The first line git printed for `arguments`, without surrounding white space.
    private func line(_ arguments: [String]) -> String? {
        output(arguments)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
