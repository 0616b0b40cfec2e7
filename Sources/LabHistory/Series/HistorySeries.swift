import Foundation
import LabSupport
import RunRecords

/// One metric of one summary row (scenario × implementation × items × refresh rate) on one
/// runner, over the recorded runs of one kind: what `framelab history` shows as a line. Runs of
/// `framelab run` and of the gate stay apart: the gate times without the reference mirror, so
/// its frames run warm and their times are not comparable with `make bench`'s.
package struct HistorySeries: Sendable {
    /// The row the metric is of.
    package var key: SummaryKey
    /// The metric's `summary.csv` column name.
    package var metric: String
    /// The runner that measured every point.
    package var runner: String
    /// Each run's value, oldest first.
    package var points: [Point]

    /// A series; see the properties.
    package init(key: SummaryKey, metric: String, runner: String, points: [Point]) {
        self.key = key
        self.metric = metric
        self.runner = runner
        self.points = points
    }

    /// One run's value.
    package struct Point: Sendable {
        /// The run the value is of, shared by every point of the run: a series of 10,000 runs
        /// copies one reference per point, not its strings.
        private let source: Source
        /// The metric's value, in its column's unit.
        package var value: Double
        /// When the run started.
        package let date: Date
        /// The run's id in the history it was read from; `nil` for a point made otherwise.
        package let runID: Int?
        /// Whether the tree was dirty: ``commit``'s.
        ///
        /// The date, id and cleanliness are the point's own, not read through ``source``: a long
        /// series is sorted by date and placed on the branch by id and cleanliness at every
        /// point, and each run's shared source lies in memory of its own (a cache miss a read).
        package let isDirty: Bool
        /// The number of ``toolchain`` (``HeldToolchains``).
        private let toolchainNumber: Int32

        /// Whether this point's run comes before `other`'s in a series: it started earlier, or at
        /// the same time with a name sorted first. The names are compared at a tie alone.
        package func precedes(_ other: Point) -> Bool {
            date != other.date ? date < other.date : run < other.run
        }

        /// Whether this point's run was built and measured with `other`'s toolchain.
        package func sharesToolchain(with other: Point) -> Bool {
            toolchainNumber == other.toolchainNumber
        }

        /// The run's folder name.
        package var run: String { source.run }
        /// Which command made the run.
        package var kind: RecordedRun.Kind { source.kind }
        /// The commit measured.
        package var commit: RecordedCommit { source.commit }
        /// The run folder's path when it was recorded.
        package var folder: String? { source.folder }
        /// What built and measured the run, which a change point must not be confused with.
        package var toolchain: Toolchain { source.toolchain }

        /// A point; see the properties.
        package init(
            run: String, kind: RecordedRun.Kind, date: Date, commit: RecordedCommit, folder: String?, value: Double,
            toolchain: Toolchain = Toolchain(), runID: Int? = nil
        ) {
            self.init(
                run: run, kind: kind, date: date, commit: commit, folder: folder, value: value,
                held: HeldToolchains.held(toolchain), runID: runID)
        }

        /// A point; see the properties, its toolchain as ``HeldToolchains`` holds it.
        init(
            run: String, kind: RecordedRun.Kind, date: Date, commit: RecordedCommit, folder: String?, value: Double,
            held: (toolchain: Toolchain, number: Int32), runID: Int?
        ) {
            source = Source(run: run, kind: kind, commit: commit, folder: folder, toolchain: held.toolchain)
            (self.value, self.date, self.runID, isDirty) = (value, date, runID, commit.isDirty)
            toolchainNumber = held.number
        }

        /// What a point says of its run.
        private final class Source: Sendable {
            let run: String
            let kind: RecordedRun.Kind
            let commit: RecordedCommit
            let folder: String?
            let toolchain: Toolchain

            init(run: String, kind: RecordedRun.Kind, commit: RecordedCommit, folder: String?, toolchain: Toolchain) {
                self.run = run
                self.kind = kind
                self.commit = commit
                self.folder = folder
                self.toolchain = toolchain
            }
        }
    }
}

extension HistoryStore {
    /// The series of `metric` of the row `key` in the runs of `kind`, one per runner (only
    /// `runner`'s when given), in runner order, each oldest first (by start, then name), each
    /// run's `value`.
    package func series(
        _ key: SummaryKey, metric: String, kind: RecordedRun.Kind = .run, runner: String? = nil,
        value: RunValue = .recorded
    ) throws(FrameLabError) -> [HistorySeries] {
        try series(key, metric: metric, kinds: [kind], runner: runner, value: value)[kind] ?? []
    }

    /// ``series(_:metric:kind:runner:value:)`` of each of `kinds`, from one read of the metric's
    /// values.
    package func series(
        _ key: SummaryKey, metric: String, kinds: Set<RecordedRun.Kind>, runner: String? = nil,
        value: RunValue = .recorded
    ) throws(FrameLabError) -> [RecordedRun.Kind: [HistorySeries]] {
        var values = try runValues(key, metric: metric, runner: runner, value: value)
        var index = try runIndex(reloaded: false, runner: runner)
        if values.contains(where: { index.place(of: $0.run) == nil }) {
            // Recorded since the index was read: so were rows read before.
            forgetReads()
            index = try runIndex(reloaded: false, runner: runner)
            values = try runValues(key, metric: metric, runner: runner, value: value)
        }
        // Points grouped by kind and runner, by their ordinals: no hashing per value.
        let allKinds = RecordedRun.Kind.allCases
        let wanted = allKinds.map(kinds.contains)
        var groups = [[HistorySeries.Point]](repeating: [], count: allKinds.count * index.runners.count)
        // The index holds `runner`'s runs alone when one is given.
        func place(_ id: Int) -> (run: Int, group: Int)? {
            guard let run = index.place(of: id), wanted[index.runs[run].kindOrdinal] else { return nil }
            return (run, index.runs[run].kindOrdinal * index.runners.count + index.runs[run].runnerOrdinal)
        }
        // Each group counted, then reserved: grown by doubling, a series's points would take up to
        // twice their room.
        var counts = [Int](repeating: 0, count: groups.count)
        for (id, _) in values { if let (_, group) = place(id) { counts[group] += 1 } }
        for (group, count) in counts.enumerated() where count > 0 { groups[group].reserveCapacity(count) }
        for (id, value) in values {
            guard let (run, group) = place(id) else { continue }
            var point = index.runs[run].point
            point.value = value
            groups[group].append(point)
        }
        var series: [RecordedRun.Kind: [HistorySeries]] = [:]
        for (kindOrdinal, kind) in allKinds.enumerated() where wanted[kindOrdinal] {
            var kindSeries: [HistorySeries] = []
            for (runnerOrdinal, runner) in index.runners.enumerated() {
                let group = kindOrdinal * index.runners.count + runnerOrdinal
                guard !groups[group].isEmpty else { continue }
                // Sorted in place, then handed over: a sorted copy would retain each point's
                // source once more, and release it again with the group.
                groups[group].sort { $0.precedes($1) }
                kindSeries.append(HistorySeries(key: key, metric: metric, runner: runner, points: groups[group]))
                groups[group] = []
            }
            if !kindSeries.isEmpty { series[kind] = kindSeries }
        }
        return series
    }

    /// Each run's `value` of `metric` in the row `key` (`runner`'s runs alone when given), by
    /// run id. The row's values are one range of `summary_blocks` a runner; the runs they belong
    /// to come from the store's index of runs, read once, not joined in for every series.
    private func runValues(_ key: SummaryKey, metric: String, runner: String?, value: RunValue)
        throws(FrameLabError) -> [(run: Int, value: Double)]
    {
        let fastest = value == .fastestRepetition && RunValue.repetitionMetrics.contains(metric)
        // Change detection asks for a row's metrics one after another, and its p50_ms for the
        // ratios: the row is decoded whole, once. A recorded series is one metric of its row.
        let values = try recordedValues(
            key, metric: metric, runner: runner, keepingRow: value == .fastestRepetition,
            findingFastest: value == .fastestRepetition
        ).map { recorded in
            (run: recorded.run, value: fastest ? recorded.fastest ?? recorded.value : recorded.value)
        }
        guard value == .fastestRepetition, !values.isEmpty, let (implementation, scale) = RunValue.peer(of: metric)
        else {
            return values
        }
        var peer = key
        peer.implementation = implementation.rawValue
        let (own, peers) = (try fastestP50(key, runner: runner), try fastestP50(peer, runner: runner))
        return values.map { run, value in
            guard own.indices.contains(run), peers.indices.contains(run), own[run] > 0, !peers[run].isNaN else {
                return (run, value)
            }
            return (run, scale * peers[run] / own[run])
        }
    }

    /// The fastest repetition's `p50_ms` of the row `key` (`runner`'s runs alone when given), at
    /// each run's id (NaN for a run that recorded no repetitions, or none of the row): read once
    /// per row, as its ratios and its own series share it. An array, not a dictionary by id: a
    /// team's history holds a hundred thousand runs, in as many rows as change detection reads.
    private func fastestP50(_ key: SummaryKey, runner: String?) throws(FrameLabError) -> [Double] {
        let read = RowRead(key: key, scope: RunScope(runner: runner, kind: readKind))
        if let fastest = fastestP50Read[read] { return fastest }
        let values = try recordedValues(
            key, metric: ComparedMetric.p50Milliseconds.rawValue, runner: runner, keepingRow: false)
        var fastest = [Double](repeating: .nan, count: (values.map(\.run).max() ?? -1) + 1)
        for recorded in values { fastest[recorded.run] = recorded.fastest ?? .nan }
        fastestP50Read[read] = fastest
        return fastest
    }

    /// The subquery of a row's series id, given ``seriesArguments(_:)``.
    static let seriesID =
        "SELECT id FROM series WHERE scenario = ? AND implementation = ? AND items = ? AND refresh_hz = ?"

    /// The subquery of a runner's id, given its name.
    static let runnerID = "SELECT id FROM runner_names WHERE name = ?"

    /// The arguments of ``seriesID``.
    static func seriesArguments(_ key: SummaryKey) -> [SQLValue] {
        [.text(key.scenario), .text(key.implementation), SQLValue(key.items), SQLValue(key.refreshRate)]
    }

    /// Every run (`runner`'s alone when given: a team's history holds every runner's; of
    /// ``readKind`` alone when it is set) as a point without its value, with its runner and kind,
    /// by id: read once per store and scope, again when `reloaded` (or after this store recorded
    /// a run).
    func runIndex(reloaded: Bool, runner: String? = nil) throws(FrameLabError) -> RunIndex {
        let scope = RunScope(runner: runner, kind: readKind)
        if let runIndex = indexedRuns[scope], !reloaded { return runIndex }
        let newestID = try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT MAX(id) FROM runs", []).first?[0].flatMap { Int($0) } ?? 0
        }
        let runs = try indexedPoints(through: newestID, runner: runner)
        // One runner's runs come together (read through its index): each is compared with the
        // last before it is looked up.
        var runners: Set<String> = []
        var lastRunner = ""
        for run in runs where run.runner != lastRunner {
            lastRunner = run.runner
            runners.insert(lastRunner)
        }
        let sortedRunners = runners.sorted()
        let runnerOrdinals = Dictionary(uniqueKeysWithValues: sortedRunners.enumerated().map { ($1, $0) })
        var index = RunIndex(runners: sortedRunners, newestID: newestID)
        var (runnerName, runnerOrdinal) = ("", 0)
        for (runner, point) in runs {
            if runner != runnerName { (runnerName, runnerOrdinal) = (runner, runnerOrdinals[runner]!) }
            index.append(
                IndexedRun(
                    runnerOrdinal: runnerOrdinal, kindOrdinal: RecordedRun.Kind.allCases.firstIndex(of: point.kind)!,
                    point: point))
        }
        indexedRuns[scope] = index
        return index
    }

    /// A run as the run index reads it: its runner, and its point without a value.
    private typealias IndexedPoint = (runner: String, point: HistorySeries.Point)

    /// Each run up to `newestID` (`runner`'s alone when given, of ``readKind`` alone when it is
    /// set) as a point without its value, with its runner: read in as many id ranges as there
    /// are cores, at once, each through a reader of its own (``withReaders(_:_:)``), as every read
    /// of a team's history waits for its hundred thousand runs.
    private func indexedPoints(through newestID: Int, runner: String?) throws(FrameLabError) -> [IndexedPoint] {
        let filters = [runner.map { _ in "runner = ?" }, readKind.map { _ in "kind = ?" }].compactMap { $0 }
        let sql = """
            SELECT id, runner, name, kind, started_at, folder, swift_version, valgrind_version, build_flags,
                \(Self.commitColumns(parents: "parent_sha"))
            FROM runs
            WHERE \((filters + ["id BETWEEN ? AND ?"]).joined(separator: " AND "))
            """
        let arguments = [runner.map(SQLValue.text), readKind.map { .text($0.rawValue) }].compactMap { $0 }
        // The merges' parents read once, after the newest id: a run records its first parent.
        let graph = try commitParents(mergesOnly: true)
        let read = try withReaders(ProcessInfo.processInfo.activeProcessorCount) { readers throws(FrameLabError) in
            let partLength = newestID / readers.count + 1
            nonisolated(unsafe) let readers = readers
            return Array(readers.indices).concurrentMap { part in
                Result { () throws(FrameLabError) -> [IndexedPoint] in
                    try readers[part].database.read { statements throws(FrameLabError) in
                        var runs: [IndexedPoint] = []
                        // The runner and toolchain of the run before, which most runs share.
                        var runner = ""
                        var held = HeldToolchains.held(Toolchain())
                        // Up to `newestID` alone: a run recorded since is not in the index.
                        let last = min((part + 1) * partLength - 1, newestID)
                        try statements.forEachRow(sql, arguments + [SQLValue(part * partLength), SQLValue(last)]) {
                            row in
                            if !row.text(1, equals: runner) { runner = row.text(1)! }
                            if !row.text(6, equals: held.toolchain.swiftVersion)
                                || !row.text(7, equals: held.toolchain.valgrindVersion)
                                || !row.text(8, equals: held.toolchain.buildFlags)
                            {
                                held = HeldToolchains.held(
                                    Toolchain(
                                        swiftVersion: row.text(6), valgrindVersion: row.text(7),
                                        buildFlags: row.text(8)!))
                            }
                            let point = HistorySeries.Point(
                                run: row.text(2)!,
                                kind: RecordedRun.Kind.allCases.first { row.text(3, equals: $0.rawValue) } ?? .run,
                                date: row.integer(4).map(Date.init(historySeconds:)) ?? .distantPast,
                                commit: Self.commit(row, from: 9, graph: graph), folder: row.text(5), value: .nan,
                                held: held, runID: Int(row.integer(0)!))
                            runs.append((runner, point))
                        }
                        return runs
                    }
                }
            }
        }
        var runs: [IndexedPoint] = []
        for part in read { runs += try part.get() }
        return runs
    }

    /// Every summary row key the history has a run of, sorted.
    package func keys() throws(FrameLabError) -> [SummaryKey] {
        try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT scenario, implementation, items, refresh_hz FROM series
                ORDER BY scenario, implementation, items, refresh_hz
                """, [])
        }.map { SummaryKey(scenario: $0[0]!, implementation: $0[1]!, items: Int($0[2]!)!, refreshRate: Int($0[3]!)!) }
    }

    /// Every metric name the history has a value of, sorted.
    package func metricNames() throws(FrameLabError) -> [String] {
        try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT name FROM metric_names ORDER BY name", [])
        }.compactMap { $0[0] }
    }
}
