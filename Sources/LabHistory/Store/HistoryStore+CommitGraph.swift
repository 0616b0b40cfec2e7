import Foundation
import LabSupport

/// The commit graph the history keeps (`commit_parents`): each recorded commit's parents, so
/// that runs can be put in branch order where a clone's git history stops.
extension HistoryStore {
    /// Records the parents of each commit of `parents` (full hashes, the first parent first) in
    /// the commit graph, replacing what it held: what orders runs where a clone's history stops.
    package func recordParents(_ parents: [String: [String]]) throws(FrameLabError) {
        guard !parents.isEmpty else { return }
        try database.write { statements throws(FrameLabError) in try Self.recordParents(of: parents, in: statements) }
    }

    /// ``recordParents(_:)`` in the transaction of `statements`.
    static func recordParents(of parents: [String: [String]], in statements: any HistoryStatements)
        throws(FrameLabError)
    {
        for (sha, shaParents) in parents.sorted(by: { $0.key < $1.key }) {
            try statements.execute(
                """
                INSERT INTO commit_parents (sha, parents) VALUES (?, ?)
                ON CONFLICT (sha) DO UPDATE SET parents = excluded.parents
                """, [.text(sha), .text(shaParents.joined(separator: " "))])
        }
    }

    /// The commit graph the history holds: each commit's parents, the first parent first; of
    /// the merge commits alone when `mergesOnly` (a run records its commit's first parent).
    package func commitParents(mergesOnly: Bool = false) throws(FrameLabError) -> [String: [String]] {
        let rows = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                "SELECT sha, parents FROM commit_parents" + (mergesOnly ? " WHERE parents LIKE '% %'" : ""), [])
        }
        var parents: [String: [String]] = [:]
        for row in rows {
            guard let sha = row[0], let shaParents = row[1] else { continue }
            parents[sha] = Self.parents(shaParents)
        }
        return parents
    }

    /// The commits of the history's clean runs of a branch (not of a pull request's merge commit,
    /// nor of a commit the recording repository did not have), each with its commit time where
    /// known.
    package func measuredBranchCommits() throws(FrameLabError) -> [String: Date?] {
        let rows = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT DISTINCT commit_sha, commit_time FROM runs
                WHERE dirty = 0 AND commit_known = 1 AND pull_request_base IS NULL
                """, [])
        }
        var commits: [String: Date?] = [:]
        for row in rows {
            guard let sha = row[0] else { continue }
            commits[sha] = row[1].flatMap(Date.init(historySeconds:))
        }
        return commits
    }
}
