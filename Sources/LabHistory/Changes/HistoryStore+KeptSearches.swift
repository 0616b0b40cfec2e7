import Foundation
import LabSupport
import RunRecords

extension HistoryStore {
    /// The most requests a runner's searches are kept for: a team's `--changes` and a few
    /// narrower ones; the least recently searched beyond go.
    static let keptRequests = 4

    /// The searches kept for `request`, by runner (`runner`'s alone when given), their commits
    /// those of `index`'s runs: each still current along `chain` (``KeptSearch``). A kept search
    /// whose values are damaged, or that names a run the index lacks, is left out: searched again.
    func currentKeptSearches(_ request: String, runner: String?, index: RunIndex, along chain: BranchChain)
        throws(FrameLabError) -> [String: KeptSearch]
    {
        let runnerFilter = runner.map { _ in " AND n.name = ?" } ?? ""
        let arguments = [.text(request)] + (runner.map { [SQLValue.text($0)] } ?? [])
        let (searches, changes) = try database.read { statements throws(FrameLabError) in
            (
                try statements.rows(
                    """
                    SELECT n.name, k.chain_tip, k.chain_digest, k.through_run
                    FROM kept_searches k JOIN runner_names n ON n.id = k.runner_id
                    WHERE k.request = ?\(runnerFilter)
                    """, arguments),
                try statements.rows(
                    """
                    SELECT n.name, s.scenario, s.implementation, s.items, s.refresh_hz, c.metric, c.kind, c.commit_run,
                        c.previous_run, c.p_value, c.before_values, c.after_values
                    FROM kept_changes c JOIN runner_names n ON n.id = c.runner_id JOIN series s ON s.id = c.series_id
                    WHERE c.request = ?\(runnerFilter)
                    ORDER BY c.runner_id, c.position
                    """, arguments)
            )
        }
        var kept: [String: KeptSearch] = [:]
        for columns in searches {
            guard let through = columns[3].flatMap({ Int($0) }) else { continue }
            kept[columns[0]!] = KeptSearch(
                chainTip: columns[1]!, chainDigest: columns[2]!, throughRun: through, changes: [])
        }
        kept = kept.filter { runner, search in
            index.runners.firstIndex(of: runner).map { isCurrent(search, runnerOrdinal: $0, index, chain) } ?? false
        }
        var damaged: Set<String> = []
        for columns in changes where kept[columns[0]!] != nil {
            guard let commit = columns[7].flatMap({ Int($0) }).flatMap(index.run)?.point.commit,
                let previous = columns[8].flatMap({ Int($0) }).flatMap(index.run)?.point.commit,
                let pValue = columns[9].flatMap(Double.init),
                let before = columns[10].flatMap(SQLValue.bytes).flatMap([Double].init(keptBytes:)),
                let after = columns[11].flatMap(SQLValue.bytes).flatMap([Double].init(keptBytes:))
            else {
                damaged.insert(columns[0]!)
                continue
            }
            kept[columns[0]!]!.changes.append(
                DetectedChange(
                    key: SummaryKey(
                        scenario: columns[1]!, implementation: columns[2]!, items: Int(columns[3]!)!,
                        refreshRate: Int(columns[4]!)!),
                    metric: columns[5]!, runner: columns[0]!, kind: RecordedRun.Kind(rawValue: columns[6]!) ?? .run,
                    commit: commit, previousCommit: previous, before: before, after: after, pValue: pValue,
                    runs: (Int(columns[7]!)!, Int(columns[8]!)!)))
        }
        return kept.filter { !damaged.contains($0.key) }
    }

    /// Whether `search`, kept for the runner `runnerOrdinal` of `index`, still stands along
    /// `chain`: the branch up to its tip unchanged, and no run of the runner newer than it or of
    /// a commit the branch gained since.
    private func isCurrent(_ search: KeptSearch, runnerOrdinal: Int, _ index: RunIndex, _ chain: BranchChain)
        -> Bool
    {
        guard let tip = chain.position(of: search.chainTip),
            KeptSearch.chainDigest(chain, through: tip) == search.chainDigest
        else { return false }
        return !index.runs.indices.contains { id in
            guard let run = index.runs[id], run.runnerOrdinal == runnerOrdinal else { return false }
            return id > search.throughRun || chain.position(of: run.point).map { $0 > tip } ?? false
        }
    }

    /// Keeps `searches` for `request`, by runner, each replacing the runner's search kept for it,
    /// in one transaction; a runner's searches of requests beyond its ``keptRequests`` most
    /// recent go.
    func keep(_ searches: [String: KeptSearch], request: String) throws(FrameLabError) {
        try database.write { statements throws(FrameLabError) in
            let runnerIDs = Dictionary(
                uniqueKeysWithValues: try statements.rows("SELECT name, id FROM runner_names", []).map {
                    ($0[0]!, Int64($0[1]!)!)
                })
            let seriesIDs = Dictionary(
                uniqueKeysWithValues: try statements.rows(
                    "SELECT scenario, implementation, items, refresh_hz, id FROM series", []
                ).map {
                    (
                        SummaryKey(
                            scenario: $0[0]!, implementation: $0[1]!, items: Int($0[2]!)!, refreshRate: Int($0[3]!)!),
                        Int64($0[4]!)!
                    )
                })
            for (runner, search) in searches.sorted(by: { $0.key < $1.key }) {
                guard let runnerID = runnerIDs[runner] else { continue }
                let keptRunner: [SQLValue] = [.integer(runnerID), .text(request)]
                try statements.execute("DELETE FROM kept_changes WHERE runner_id = ? AND request = ?", keptRunner)
                try statements.execute("DELETE FROM kept_searches WHERE runner_id = ? AND request = ?", keptRunner)
                try statements.execute(
                    """
                    INSERT INTO kept_searches (runner_id, request, chain_tip, chain_digest, through_run, kept_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                    keptRunner + [
                        .text(search.chainTip), .text(search.chainDigest), SQLValue(search.throughRun),
                        Date().historySeconds,
                    ])
                try statements.insert(
                    into: "kept_changes",
                    columns: [
                        "runner_id", "request", "position", "series_id", "metric", "kind", "commit_run", "previous_run",
                        "p_value", "before_values", "after_values",
                    ],
                    rows: try search.changes.enumerated().map { position, change throws(FrameLabError) in
                        guard let seriesID = seriesIDs[change.key], let runs = change.runs else {
                            throw FrameLabError(
                                "the change of \(change.key.rowName) at \(change.commit.shortSHA) is not the history's")
                        }
                        return keptRunner + [
                            SQLValue(position), .integer(seriesID), .text(change.metric), .text(change.kind.rawValue),
                            SQLValue(runs.commit), SQLValue(runs.previous), .real(change.pValue),
                            .blob(change.before.keptBytes), .blob(change.after.keptBytes),
                        ]
                    })
                let older = """
                    request NOT IN (SELECT request FROM kept_searches WHERE runner_id = ?
                        ORDER BY kept_at DESC, request LIMIT \(Self.keptRequests))
                    """
                try statements.execute(
                    "DELETE FROM kept_changes WHERE runner_id = ? AND \(older)",
                    [.integer(runnerID), .integer(runnerID)])
                try statements.execute(
                    "DELETE FROM kept_searches WHERE runner_id = ? AND \(older)",
                    [.integer(runnerID), .integer(runnerID)])
            }
        }
    }

    /// Forgets every kept search, in a transaction of `statements`: runs were removed.
    static func forgetKeptSearches(_ statements: any HistoryStatements) throws(FrameLabError) {
        try statements.execute("DELETE FROM kept_changes", [])
        try statements.execute("DELETE FROM kept_searches", [])
    }
}
