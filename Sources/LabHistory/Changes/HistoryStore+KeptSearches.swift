import Foundation
import LabSupport
import RunRecords

extension HistoryStore {
    /// The most requests a runner's searches are kept for: a team's `--changes` and a few
    /// narrower ones; the least recently searched beyond go.
    static let keptRequests = 4

    /// The runners with runs (`runner` alone when given), sorted; the largest run id; the
    /// searches kept for `request` that still stand along `chain` (``KeptSearch``), by runner, each
    /// change's commits those of its runs; and, of the runners with runs recorded since, the
    /// searches along the same branch, whose series may resume (their progress, without their
    /// changes). Read without the run index: a call that finds every search kept reads a few
    /// rows. A kept search whose values are damaged, or that names a run the history lacks, is
    /// left out: searched again.
    func keptSearches(_ request: String, runner: String?, along chain: BranchChain) throws(FrameLabError)
        -> (runners: [String], newestID: Int, kept: [String: KeptSearch], resumable: [String: KeptSearch])
    {
        let runnerFilter = runner.map { _ in " AND n.name = ?" } ?? ""
        let arguments = [.text(request)] + (runner.map { [SQLValue.text($0)] } ?? [])
        return try database.read { statements throws(FrameLabError) in
            // Each name probes the runs' (runner, name) index: no scan of the runs.
            let runners = try statements.rows(
                "SELECT n.name FROM runner_names n WHERE EXISTS (SELECT 1 FROM runs r WHERE r.runner = n.name)"
                    + (runner == nil ? "" : " AND n.name = ?"),
                runner.map { [.text($0)] } ?? []
            ).map { $0[0]! }.sorted()
            let newestID = try statements.rows("SELECT MAX(id) FROM runs", []).first?[0].flatMap { Int($0) } ?? 0
            let searches = try statements.rows(
                """
                SELECT n.name, k.chain_tip, k.chain_digest, k.through_run
                FROM kept_searches k JOIN runner_names n ON n.id = k.runner_id
                WHERE k.request = ?\(runnerFilter)
                """, arguments)
            // The runs recorded since the oldest search, read by id: a runner with one since its
            // own search is searched again.
            let oldestSearch = searches.compactMap { $0[3].flatMap { Int($0) } }.min() ?? 0
            var newestRuns: [String: Int] = [:]
            for columns in searches.isEmpty
                ? [] : try statements.rows("SELECT runner, id FROM runs WHERE id > ?", [SQLValue(oldestSearch)])
            {
                newestRuns[columns[0]!] = max(newestRuns[columns[0]!] ?? 0, Int(columns[1]!)!)
            }
            // A search stands while its runner has no newer run and the branch up to its tip is
            // the same; with newer runs, its series may resume.
            var (kept, resumable): ([String: KeptSearch], [String: KeptSearch]) = ([:], [:])
            var tips: [String: Int] = [:]
            var digests: [Int: String] = [:]
            for columns in searches {
                guard let name = columns[0], runners.contains(name), let through = columns[3].flatMap({ Int($0) }),
                    let tip = chain.position(of: columns[1]!)
                else { continue }
                let digest = digests[tip] ?? KeptSearch.chainDigest(chain, through: tip)
                digests[tip] = digest
                guard digest == columns[2] else { continue }
                let search = KeptSearch(
                    chainTip: columns[1]!, chainDigest: columns[2]!, throughRun: through, changes: [])
                if newestRuns[name].map({ $0 <= through }) ?? true {
                    kept[name] = search
                    tips[name] = tip
                } else {
                    resumable[name] = search
                }
            }
            // Nor a run of a commit the branch has gained since (a merged branch's, say).
            if let oldestTip = tips.values.min(), oldestTip + 1 < chain.commits.count {
                for (list, values) in SQLValue.batches(chain.commits[(oldestTip + 1)...].map { .text($0) }) {
                    let gained = try statements.rows(
                        "SELECT DISTINCT runner, commit_sha FROM runs WHERE commit_sha IN \(list)", values)
                    for columns in gained {
                        guard let tip = tips[columns[0]!], let position = chain.position(of: columns[1]!),
                            position > tip
                        else { continue }
                        resumable[columns[0]!] = kept.removeValue(forKey: columns[0]!) ?? resumable[columns[0]!]
                    }
                }
            }
            let changes = try statements.rows(
                """
                SELECT n.name, s.scenario, s.implementation, s.items, s.refresh_hz, c.metric, c.kind, c.commit_run,
                    c.previous_run, c.p_value, c.before_values, c.after_values
                FROM kept_changes c JOIN runner_names n ON n.id = c.runner_id JOIN series s ON s.id = c.series_id
                WHERE c.request = ?\(runnerFilter)
                ORDER BY c.runner_id, c.position
                """, arguments
            ).filter { kept[$0[0]!] != nil }
            var commits: [Int: RecordedCommit] = [:]
            let runIDs = Set(changes.flatMap { [$0[7], $0[8]].compactMap { $0.flatMap { Int($0) } } }).sorted()
            for (list, values) in SQLValue.batches(runIDs.map { .integer(Int64($0)) }) {
                try statements.forEachRow("SELECT id, \(Self.commitColumns()) FROM runs WHERE id IN \(list)", values) {
                    commits[Int($0.integer(0)!)] = Self.commit($0, from: 1)
                }
            }
            var damaged: Set<String> = []
            for columns in changes {
                guard let commitRun = columns[7].flatMap({ Int($0) }), let commit = commits[commitRun],
                    let previousRun = columns[8].flatMap({ Int($0) }), let previous = commits[previousRun],
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
                        metric: columns[5]!, runner: columns[0]!,
                        kind: RecordedRun.Kind(rawValue: columns[6]!) ?? .run, commit: commit, previousCommit: previous,
                        before: before, after: after, pValue: pValue, runs: (commitRun, previousRun)))
            }
            for columns in try statements.rows(
                """
                SELECT n.name, s.scenario, s.implementation, s.items, s.refresh_hz, p.metric, p.kind, p.progress
                FROM kept_splits p JOIN runner_names n ON n.id = p.runner_id JOIN series s ON s.id = p.series_id
                WHERE p.request = ?\(runnerFilter)
                """, arguments)
            where resumable[columns[0]!] != nil {
                // A damaged progress resumes nothing: its series is searched from the start.
                guard let kind = RecordedRun.Kind(rawValue: columns[6]!),
                    let progress = columns[7].flatMap(SQLValue.bytes).flatMap(SeriesProgress.init(keptBytes:))
                else { continue }
                let key = SummaryKey(
                    scenario: columns[1]!, implementation: columns[2]!, items: Int(columns[3]!)!,
                    refreshRate: Int(columns[4]!)!)
                resumable[columns[0]!]!.progress[KeptSearch.Series(key: key, metric: columns[5]!, kind: kind)] =
                    progress
            }
            return (runners, newestID, kept.filter { !damaged.contains($0.key) }, resumable)
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
            let seriesIDs = Dictionary(uniqueKeysWithValues: try Self.seriesKeys(statements).map { ($1, $0) })
            for (runner, search) in searches.sorted(by: { $0.key < $1.key }) {
                guard let runnerID = runnerIDs[runner] else { continue }
                let keptRunner: [SQLValue] = [.integer(runnerID), .text(request)]
                try statements.execute("DELETE FROM kept_changes WHERE runner_id = ? AND request = ?", keptRunner)
                try statements.execute("DELETE FROM kept_splits WHERE runner_id = ? AND request = ?", keptRunner)
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
                try statements.insert(
                    into: "kept_splits",
                    columns: ["runner_id", "request", "series_id", "metric", "kind", "progress"],
                    rows: search.progress.compactMap { series, progress in
                        seriesIDs[series.key].map { seriesID in
                            keptRunner + [
                                .integer(seriesID), .text(series.metric), .text(series.kind.rawValue),
                                .blob(progress.keptBytes),
                            ]
                        }
                    })
                let older = """
                    request NOT IN (SELECT request FROM kept_searches WHERE runner_id = ?
                        ORDER BY kept_at DESC, request LIMIT \(Self.keptRequests))
                    """
                // The searches' own rows last: the others' are found through them.
                for table in ["kept_changes", "kept_splits", "kept_searches"] {
                    try statements.execute(
                        "DELETE FROM \(table) WHERE runner_id = ? AND \(older)",
                        [.integer(runnerID), .integer(runnerID)])
                }
            }
        }
    }

    /// Forgets every kept search, in a transaction of `statements`: runs were removed.
    static func forgetKeptSearches(_ statements: any HistoryStatements) throws(FrameLabError) {
        for table in ["kept_changes", "kept_splits", "kept_searches"] {
            try statements.execute("DELETE FROM \(table)", [])
        }
    }
}
