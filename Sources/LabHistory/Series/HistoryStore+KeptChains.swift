import LabSupport

/// The first-parent chains git gave for the branch tips the history was last read along
/// (`kept_chains`), so that reading it again along the same tip, or one a few commits on, does
/// not walk the whole branch in git again: git reads every commit object of a walk (without a
/// commit-graph file), and every `framelab history` call starts there. A commit's first-parent
/// chain never changes, so a kept one stands as long as its tip exists; only whole chains are
/// kept, ending at a root commit, never a shallow clone's.
extension HistoryStore {
    /// The most chains kept: the newest written.
    static let keptChains = 8

    /// The first-parent chain of the commit `tip` (a full hash), oldest first, as kept; `nil`
    /// when none is.
    package func keptChain(endingAt tip: String) throws(FrameLabError) -> [String]? {
        try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT commits FROM kept_chains WHERE tip = ?", [.text(tip)]).first?[0]
        }?.lines
    }

    /// The tip of the chain kept last; `nil` when none is.
    package func newestKeptChainTip() throws(FrameLabError) -> String? {
        try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT tip FROM kept_chains ORDER BY kept_order DESC LIMIT 1", []).first?[0]
        }
    }

    /// Keeps `commits`, a whole first-parent chain oldest first, as the chain of its newest
    /// commit; the oldest chains beyond ``keptChains`` go.
    package func keepChain(_ commits: [String]) throws(FrameLabError) {
        guard let tip = commits.last else { return }
        try database.write { statements throws(FrameLabError) in
            try statements.execute(
                """
                INSERT INTO kept_chains (tip, commits, kept_order)
                VALUES (?, ?, (SELECT COALESCE(MAX(kept_order), 0) + 1 FROM kept_chains))
                ON CONFLICT (tip) DO UPDATE SET commits = excluded.commits, kept_order = excluded.kept_order
                """, [.text(tip), .text(commits.joined(separator: "\n"))])
            try statements.execute(
                """
                DELETE FROM kept_chains WHERE tip NOT IN
                    (SELECT tip FROM kept_chains ORDER BY kept_order DESC LIMIT \(Self.keptChains))
                """, [])
        }
    }
}
