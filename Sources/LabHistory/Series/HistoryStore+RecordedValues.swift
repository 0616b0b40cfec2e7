import LabSupport
import RunRecords

extension HistoryStore {
    /// A metric's value in one run.
    struct RecordedValue {
        /// The run's id.
        var run: Int
        /// The value, in the metric's unit.
        var value: Double
        /// The smallest of its repetitions; `nil` when none were recorded.
        var fastest: Double?
    }

    /// The metrics of one summary row over the runs that recorded it (every one, those of
    /// ``HistoryStore/rowMetrics``, or the one asked), decoded from the row's BLOBs in one pass:
    /// change detection asks for a row's metrics one after another.
    struct RowColumns {
        /// The row and runner read.
        var read: RowRead
        /// The metrics decoded, marked true at their ids (ids are small and dense); every one when
        /// `nil`.
        var decoded: [Bool]?
        /// Each decoded metric's values, at its id, in the order the runs were read.
        var metrics: [[RecordedValue]]

        /// Whether the metric `id` was decoded.
        func holds(_ id: Int) -> Bool {
            decoded?.marks(id) ?? true
        }
    }

    /// `metric` of the row `key` in every run that recorded it (`runner`'s alone when given),
    /// with its fastest repetition. The row's metrics (those of ``HistoryStore/rowMetrics`` when
    /// named) are decoded together and kept for the next metric asked; with `keepingRow` false,
    /// that metric alone is decoded (a ratio's peer row, a series of recorded values), the others
    /// passed over.
    func recordedValues(_ key: SummaryKey, metric: String, runner: String?, keepingRow: Bool = true)
        throws(FrameLabError) -> [RecordedValue]
    {
        guard let metricID = try metricID(metric).map(Int.init) else { return [] }
        let read = RowRead(key: key, scope: RunScope(runner: runner, kind: readKind))
        let columns: RowColumns
        if let kept = columnsRead, kept.read == read, kept.holds(metricID) {
            columns = kept
        } else {
            // Every metric, those change detection names and this one, or this one alone.
            let names = keepingRow ? rowMetrics.map { $0 + [metric] } : [metric]
            columns = try rowColumns(read, wanted: try names.map(marks))
            if keepingRow { columnsRead = columns }
        }
        return columns.metrics.indices.contains(metricID) ? columns.metrics[metricID] : []
    }

    /// The repetitions of `metric` of the row `key` in each of `runner`'s runs `runs` (ids) that
    /// recorded them, by run id: those runs' rows looked up by key, each searched for that
    /// metric alone.
    func recordedSamples(_ key: SummaryKey, metric: String, runner: String, runs: [Int]) throws(FrameLabError)
        -> [Int: [Double]]
    {
        guard let metricID = try metricID(metric), !runs.isEmpty else { return [:] }
        var samples: [Int: [Double]] = [:]
        try database.read { statements throws(FrameLabError) in
            try statements.forEachPackedRow(
                "SELECT run_id, metrics FROM summary_rows WHERE series_id = (\(Self.seriesID)) "
                    + "AND runner_id = (\(Self.runnerID)) AND run_id IN \(SQLValue.placeholders(runs.count))",
                Self.seriesArguments(key) + [.text(runner)] + runs.map { .integer(Int64($0)) }
            ) { run, bytes throws(FrameLabError) in
                let entry: PackedNumbers.Entry?
                do throws(PackedNumbers.Damage) {
                    guard let bytes else { throw .notBytes }
                    entry = try PackedNumbers.entry(metricID, in: bytes)
                } catch {
                    throw try damaged(run: run, key: key, error, statements)
                }
                if let entry, !entry.samples.isEmpty { samples[Int(run)] = entry.samples }
            }
        }
        return samples
    }

    /// The columns of the row and runner `read` (the metrics `wanted` marks alone when given): the
    /// runner's part of the row's range of `summary_rows` (each runner's in turn, when none is
    /// read) from the run index's oldest run on, stepped through; a run the run index does not
    /// have (removed, or of another kind) is passed over, its bytes never decoded.
    private func rowColumns(_ read: RowRead, wanted: [Bool]?) throws(FrameLabError) -> RowColumns {
        let index = try runIndex(reloaded: false, runner: read.scope.runner)
        // Each metric's column is as long as the index's runs, at most: grown once, not doubling.
        let runCount = index.count
        return try database.read { statements throws(FrameLabError) in
            let largestID =
                try statements.rows("SELECT MAX(id) FROM metric_names", []).first?[0].flatMap { Int($0) } ?? 0
            // An id no metric has (there are none but in a damaged row) is not read, as a whole
            // run's reader leaves it.
            var metrics = [[RecordedValue]](repeating: [], count: largestID + 1)
            // One runner's part of the range at a time: PostgreSQL's client holds each read's rows
            // whole, and every runner's at once grow with the team.
            for runner in read.scope.runner.map({ [$0] }) ?? index.runners {
                try statements.forEachPackedRow(
                    "SELECT run_id, metrics FROM summary_rows WHERE series_id = (\(Self.seriesID)) "
                        + "AND runner_id = (\(Self.runnerID)) AND run_id >= ?",
                    Self.seriesArguments(read.key) + [.text(runner), SQLValue(index.oldestID)]
                ) { run, bytes throws(FrameLabError) in
                    // A run newer than the index is kept: the series reading it reads the index again.
                    if index.passesOver(Int(run)) { return }
                    do throws(PackedNumbers.Damage) {
                        guard let bytes else { throw .notBytes }
                        try PackedNumbers.forEachValue(in: bytes, wanted: wanted) { metricID, value, fastest in
                            guard metricID >= 0, metricID <= largestID else { return }
                            if metrics[Int(metricID)].capacity == 0 { metrics[Int(metricID)].reserveCapacity(runCount) }
                            metrics[Int(metricID)].append(RecordedValue(run: Int(run), value: value, fastest: fastest))
                        }
                    } catch {
                        throw try damaged(run: run, key: read.key, error, statements)
                    }
                }
            }
            return RowColumns(read: read, decoded: wanted, metrics: metrics)
        }
    }

    /// The ids of the metrics `names` (those any run recorded) marked true, in a list as long as
    /// the largest.
    private func marks(_ names: [String]) throws(FrameLabError) -> [Bool] {
        var ids: [Int] = []
        for name in names {
            if let id = try metricID(name) { ids.append(Int(id)) }
        }
        var marks = [Bool](repeating: false, count: (ids.max() ?? -1) + 1)
        for id in ids { marks[id] = true }
        return marks
    }

    /// The id of the metric `name`; `nil` when no run recorded it.
    private func metricID(_ name: String) throws(FrameLabError) -> Int64? {
        if let id = metricIDs[name] { return id }
        let id = try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT id FROM metric_names WHERE name = ?", [.text(name)]).first?[0].flatMap {
                Int64($0)
            }
        }
        if let id { metricIDs[name] = id }
        return id
    }

    /// The error for the damaged packed row of `key` in the run `id`, which it names, read in
    /// the transaction of `statements`.
    private func damaged(
        run id: Int64, key: SummaryKey, _ damage: PackedNumbers.Damage, _ statements: any HistoryStatements
    ) throws(FrameLabError) -> FrameLabError {
        let named =
            try statements.rows("SELECT runner, name FROM runs WHERE id = ?", [.integer(id)]).first.map {
                "\($0[0]!)/\($0[1]!)"
            } ?? String(id)
        return Self.damaged(run: named, row: key.scenario, damage)
    }
}
