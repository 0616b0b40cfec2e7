import Foundation
import LabSupport
import RunRecords

extension HistoryStore {
    /// Calls `body` with every recorded run, whole, oldest first (by start, runner, name), on one
    /// consistent view of the history; the blocks of the runs not yet given in memory, each let
    /// go once its last run is (a runner's runs are mostly one block after another).
    package func forEachRun(_ body: (RecordedRun) throws(FrameLabError) -> Void) throws(FrameLabError) {
        try database.read { statements throws(FrameLabError) in
            let runs = try statements.rows(
                "SELECT \(Self.runColumns) FROM runs ORDER BY started_at, runner, name", [])
            var reader = try RunReader(statements, runs: runs)
            for columns in runs { try body(try reader.run(columns)) }
        }
    }

    /// The run `id`, whole; `nil` when the history has no run with that id.
    package func run(id: Int) throws(FrameLabError) -> RecordedRun? {
        try database.read { statements throws(FrameLabError) in
            guard
                let columns = try statements.rows(
                    "SELECT \(Self.runColumns) FROM runs WHERE id = ?", [.integer(Int64(id))]
                ).first
            else { return nil }
            var reader = try RunReader(statements, runs: [columns])
            return try reader.run(columns)
        }
    }

    /// Whether any run is recorded: one probe, where counting reads every run.
    package func hasRuns() throws(FrameLabError) -> Bool {
        try database.read { statements throws(FrameLabError) in
            !(try statements.rows("SELECT 1 FROM runs LIMIT 1", [])).isEmpty
        }
    }

    /// The number of recorded runs.
    package func runCount() throws(FrameLabError) -> Int {
        try database.read { statements throws(FrameLabError) in
            Int(try statements.rows("SELECT COUNT(*) FROM runs", [])[0][0] ?? "0") ?? 0
        }
    }

    /// The columns of `runs` that ``RunReader/run(_:)`` reads, in its order.
    static let runColumns = """
        id, runner, name, kind, started_at, commit_sha, \(parentsColumn), commit_time, commit_subject, dirty, \
        commit_known, processor, cpu_family, cpu_model, cores, memory_bytes, operating_system, swift_version, \
        valgrind_version, build_flags, command_line, folder, load_average, steal_percent, ref, pull_request_base, block
        """

    /// The columns of `runs` that ``commit(_:from:graph:)`` reads, in its order, the parents as
    /// `parents` lists them (space-separated; NULL for none).
    static func commitColumns(parents: String = parentsColumn) -> String {
        "commit_sha, \(parents), commit_time, commit_subject, dirty, commit_known"
    }

    /// The commit a run measured, from its ``commitColumns(parents:)`` in `row` from the column
    /// `first` on; its parents those of `graph` (``commitParents(mergesOnly:)``) where it holds
    /// the commit.
    static func commit(_ row: any HistoryRow, from first: Int, graph: [String: [String]] = [:]) -> RecordedCommit {
        let sha = row.text(first)!
        return RecordedCommit(
            sha: sha, parents: (graph.isEmpty ? nil : graph[sha]) ?? parents(row.text(first + 1) ?? ""),
            time: row.integer(first + 2).map(Date.init(historySeconds:)), subject: row.text(first + 3),
            isDirty: row.integer(first + 4) == 1, isKnown: row.integer(first + 5) == 1)
    }

    /// A run's commit's parents, space-separated: from the commit graph, or the first parent
    /// alone for a run recorded before the graph was.
    static let parentsColumn =
        "COALESCE((SELECT parents FROM commit_parents WHERE commit_parents.sha = runs.commit_sha), parent_sha, '')"

    /// The parents a space-separated list names (``parentsColumn``, `commit_parents.parents`),
    /// the first first. A commit has one but for merges: only those are split.
    static func parents(_ list: String) -> [String] {
        // Searched in the string's bytes at once: a team's runs are tens of thousands.
        var list = list
        guard list.withUTF8({ $0.contains(UInt8(ascii: " ")) }) else { return list.isEmpty ? [] : [list] }
        return list.split(separator: " ").map(String.init)
    }

    /// Every metric's name by id.
    static func metricNames(_ statements: any HistoryStatements) throws(FrameLabError) -> [Int64: String] {
        let rows = try statements.rows("SELECT id, name FROM metric_names", [])
        return Dictionary(uniqueKeysWithValues: rows.map { (Int64($0[0]!)!, $0[1]!) })
    }

    /// Every series's row key by id.
    static func seriesKeys(_ statements: any HistoryStatements) throws(FrameLabError) -> [Int64: SummaryKey] {
        let rows = try statements.rows("SELECT id, scenario, implementation, items, refresh_hz FROM series", [])
        return Dictionary(
            uniqueKeysWithValues: rows.map { columns in
                (
                    Int64(columns[0]!)!,
                    SummaryKey(
                        scenario: columns[1]!, implementation: columns[2]!, items: Int(columns[3]!)!,
                        refreshRate: Int(columns[4]!)!)
                )
            })
    }

    /// Reads runs whole from their `runs` columns (``runColumns``), in one transaction: each
    /// run's rows from its block (and its own blocks, until they are merged into it), each block
    /// read once while runs of it are still to be read.
    private struct RunReader {
        let statements: any HistoryStatements
        /// Every metric's name by id.
        let names: [Int64: String]
        /// Every series's row key by id.
        let keys: [Int64: SummaryKey]
        /// How many of the runs to be read each block holds, until they are read.
        var unread: [Int64: Int] = [:]
        /// The rows of the blocks read, by run, each with its series's id.
        var blockRows: [Int64: [Int64: [(seriesID: Int64, row: SeriesBlock.Row)]]] = [:]
        /// Where `block`, a run's block, is among ``runColumns``: the last.
        static let blockColumn = 26

        /// A reader of `runs` (their ``runColumns``).
        init(_ statements: any HistoryStatements, runs: [[String?]]) throws(FrameLabError) {
            self.statements = statements
            names = try HistoryStore.metricNames(statements)
            keys = try HistoryStore.seriesKeys(statements)
            for columns in runs {
                if let block = columns[Self.blockColumn].flatMap({ Int64($0) }) { unread[block, default: 0] += 1 }
            }
        }

        /// The run whose `runs` row is `columns`, with its rows and checks.
        mutating func run(_ columns: [String?]) throws(FrameLabError) -> RecordedRun {
            let runID = Int64(columns[0]!)!
            var run = HistoryStore.runHeader(columns.dropFirst())
            if let block = columns[Self.blockColumn].flatMap({ Int64($0) }) {
                var rows: [(seriesID: Int64, row: SeriesBlock.Row)] = []
                if let read = blockRows[block] {
                    rows = read[runID] ?? []
                } else if unread[block, default: 1] <= 1 {
                    // The block's last run to read: its rows alone.
                    try HistoryStore.forEachRow(of: runID, inBlock: block, in: statements) { rows.append(($0, $1)) }
                } else {
                    var read: [Int64: [(seriesID: Int64, row: SeriesBlock.Row)]] = [:]
                    try HistoryStore.forEachBlock(block, in: statements) { seriesID, seriesBlock in
                        for row in seriesBlock.rows { read[row.run, default: []].append((seriesID, row)) }
                    }
                    rows = read[runID] ?? []
                    blockRows[block] = read
                }
                // Its rows not merged into its block yet are blocks of their own.
                if runID != block {
                    try HistoryStore.forEachRow(of: runID, inBlock: runID, in: statements) { rows.append(($0, $1)) }
                }
                unread[block, default: 1] -= 1
                if unread[block]! <= 0 {
                    (blockRows[block], unread[block]) = (nil, nil)
                } else {
                    blockRows[block]?[runID] = nil
                }
                for (seriesID, blockRow) in rows.sorted(by: { $0.row.position < $1.row.position }) {
                    guard let key = keys[seriesID] else { continue }
                    var row = RecordedRow(
                        scenario: key.scenario, implementation: key.implementation, items: key.items,
                        refreshRate: key.refreshRate, status: blockRow.status, metrics: [:])
                    for (id, value, samples) in blockRow.metrics {
                        guard let name = names[id] else { continue }
                        row.metrics[name] = value
                        if !samples.isEmpty { row.samples[name] = samples }
                    }
                    run.rows.append(row)
                }
            }
            run.checks = try statements.rows(
                """
                SELECT metric, subject, baseline, value, limit_shown, verdict FROM checks WHERE run_id = ? ORDER BY position
                """, [.integer(runID)]
            ).map {
                RecordedCheck(
                    metric: $0[0]!, subject: $0[1]!, baseline: $0[2]!, value: $0[3]!, limit: $0[4]!, verdict: $0[5]!)
            }
            return run
        }
    }

    /// A run without rows or checks from its `runs` columns after the id.
    static func runHeader(_ columns: ArraySlice<String?>) -> RecordedRun {
        let column = Array(columns)
        func date(_ text: String?) -> Date? { text.flatMap(Date.init(historySeconds:)) }
        return RecordedRun(
            name: column[1]!, kind: RecordedRun.Kind(rawValue: column[2]!) ?? .run,
            date: date(column[3]) ?? .distantPast,
            commit: RecordedCommit(
                sha: column[4]!, parents: parents(column[5]!), time: date(column[6]),
                subject: column[7],
                isDirty: column[8] == "1",
                isKnown: column[9] == "1"),
            runner: RecordedRunner(
                name: column[0]!, processor: column[10]!, cpuFamily: column[11].flatMap { Int($0) },
                cpuModel: column[12].flatMap { Int($0) }, cores: column[13].flatMap { Int($0) } ?? 0,
                memoryBytes: column[14].flatMap { UInt64($0) } ?? 0, operatingSystem: column[15]!,
                swiftVersion: column[16], valgrindVersion: column[17], buildFlags: column[18]!),
            loadAverage: column[21].flatMap(Double.init), stealPercent: column[22].flatMap(Double.init),
            commandLine: column[19]!, folder: column[20], ref: column[23], pullRequestBase: column[24], rows: [])
    }
}
