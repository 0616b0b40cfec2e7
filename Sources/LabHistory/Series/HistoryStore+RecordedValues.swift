import LabSupport
import RunRecords

extension HistoryStore {
    /// A metric's value in one run.
    struct RecordedValue {
        /// The run's id.
        var run: Int
        /// The value, in the metric's unit.
        var value: Double
        /// The smallest of its repetitions; `nil` when none were recorded, or when the read did
        /// not look for it (``HistoryStore/recordedValues(_:metric:runner:keepingRow:findingFastest:)``).
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
        /// Whether the fastest repetition of each of ``RunValue/repetitionMetrics`` was found.
        var foundFastest: Bool
        /// Each decoded metric's values, at its id, in the order the runs were read.
        var metrics: [[RecordedValue]]

        /// Whether the metric `id` was decoded.
        func holds(_ id: Int) -> Bool {
            decoded?.marks(id) ?? true
        }
    }

    /// `metric` of the row `key` in every run that recorded it (`runner`'s alone when given),
    /// with its fastest repetition when it is one of ``RunValue/repetitionMetrics`` and
    /// `findingFastest` (the other repetitions are passed over, not decoded: a recorded value's
    /// series has no use for them). The row's metrics (those of ``HistoryStore/rowMetrics`` when
    /// named) are decoded together and kept for the next metric asked; with `keepingRow` false,
    /// that metric alone is decoded (a ratio's peer row, a series of recorded values), the others
    /// passed over.
    func recordedValues(
        _ key: SummaryKey, metric: String, runner: String?, keepingRow: Bool = true, findingFastest: Bool = true
    ) throws(FrameLabError) -> [RecordedValue] {
        guard let metricID = try metricID(metric).map(Int.init) else { return [] }
        let read = RowRead(key: key, scope: RunScope(runner: runner, kind: readKind))
        let columns: RowColumns
        if let kept = columnsRead, kept.read == read, kept.holds(metricID), kept.foundFastest || !findingFastest {
            columns = kept
        } else {
            // Every metric, those change detection names and this one, or this one alone.
            let names = keepingRow ? rowMetrics.map { $0 + [metric] } : [metric]
            columns = try rowColumns(read, wanted: try names.map(marks), findingFastest: findingFastest)
            if keepingRow { columnsRead = columns }
        }
        return columns.metrics.indices.contains(metricID) ? columns.metrics[metricID] : []
    }

    /// The repetitions of `metric` of the row `key` in each of `runner`'s runs `runs` (ids) that
    /// recorded them, by run id: the blocks of those runs looked up by key, each searched for that
    /// metric alone.
    func recordedSamples(_ key: SummaryKey, metric: String, runner: String, runs: [Int]) throws(FrameLabError)
        -> [Int: [Double]]
    {
        guard let metricID = try metricID(metric), !runs.isEmpty else { return [:] }
        let wanted = Set(runs.map(Int64.init))
        var samples: [Int: [Double]] = [:]
        try database.read { statements throws(FrameLabError) in
            let (filter, arguments) = blockRange(key, runner: runner)
            let blocks = try Self.blockKeys(of: Array(wanted), in: statements).sorted()
            try statements.forEachPackedRow(
                "SELECT block, metrics FROM summary_blocks WHERE \(filter) AND block IN "
                    + SQLValue.placeholders(blocks.count),
                arguments + blocks.map { .integer($0) }
            ) { block, bytes throws(FrameLabError) in
                do throws(PackedNumbers.Damage) {
                    guard let bytes else { throw .notBytes }
                    for (run, runSamples) in try SeriesBlock.samples(of: metricID, in: bytes, runs: wanted.contains) {
                        samples[Int(run)] = runSamples
                    }
                } catch {
                    throw try damaged(block: block, key: key, error, statements)
                }
            }
        }
        return samples
    }

    /// The columns of the row and runner `read` (the metrics `wanted` marks alone when given),
    /// with the fastest repetitions of ``RunValue/repetitionMetrics`` if `findingFastest`: the
    /// runner's blocks of the row's series (each runner's in turn, when none is read), of the
    /// kind ``readKind`` reads alone when it is set; a run the run index does not have (removed)
    /// is passed over.
    private func rowColumns(_ read: RowRead, wanted: [Bool]?, findingFastest: Bool) throws(FrameLabError)
        -> RowColumns
    {
        let index = try runIndex(reloaded: false, runner: read.scope.runner)
        let fastest = findingFastest ? try marks(Array(RunValue.repetitionMetrics)) : []
        // Each metric's column is as long as the index's runs, at most: grown once, not doubling.
        let runCount = index.count
        return try database.read { statements throws(FrameLabError) in
            let largestID =
                try statements.rows("SELECT MAX(id) FROM metric_names", []).first?[0].flatMap { Int($0) } ?? 0
            // An id no metric has (there are none but in a damaged row) is not read, as a whole
            // run's reader leaves it.
            var metrics = [[RecordedValue]](repeating: [], count: largestID + 1)
            // One runner's blocks at a time: PostgreSQL's client holds each read's rows whole, and
            // every runner's at once grow with the team.
            for runner in read.scope.runner.map({ [$0] }) ?? index.runners {
                let (filter, arguments) = blockRange(read.key, runner: runner)
                try statements.forEachPackedRow(
                    "SELECT block, metrics FROM summary_blocks WHERE \(filter)", arguments
                ) { block, bytes throws(FrameLabError) in
                    do throws(PackedNumbers.Damage) {
                        guard let bytes else { throw .notBytes }
                        try SeriesBlock.forEachValue(in: bytes, wanted: wanted, fastest: fastest) {
                            run, metricID, value, fastest in
                            // A run newer than the index is kept: the series reading it reads the index again.
                            guard metricID >= 0, metricID <= largestID, !index.passesOver(Int(run)) else { return }
                            if metrics[Int(metricID)].capacity == 0 { metrics[Int(metricID)].reserveCapacity(runCount) }
                            metrics[Int(metricID)].append(RecordedValue(run: Int(run), value: value, fastest: fastest))
                        }
                    } catch {
                        throw try damaged(block: block, key: read.key, error, statements)
                    }
                }
            }
            return RowColumns(read: read, decoded: wanted, foundFastest: findingFastest, metrics: metrics)
        }
    }

    /// The condition selecting the blocks of the row `key`'s series of `runner`'s runs (of
    /// ``readKind`` alone when it is set), in key order, and its arguments.
    private func blockRange(_ key: SummaryKey, runner: String) -> (filter: String, arguments: [SQLValue]) {
        (
            "series_id = (\(Self.seriesID)) AND runner_id = (\(Self.runnerID))"
                + (readKind == nil ? "" : " AND kind = ?"),
            Self.seriesArguments(key) + [.text(runner)] + (readKind.map { [.text($0.rawValue)] } ?? [])
        )
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

    /// The error for the damaged block `block` of the row `key`'s series, read in the transaction
    /// of `statements`.
    private func damaged(
        block: Int64, key: SummaryKey, _ damage: PackedNumbers.Damage, _ statements: any HistoryStatements
    ) throws(FrameLabError) -> FrameLabError {
        let seriesID =
            try statements.rows(Self.seriesID, Self.seriesArguments(key)).first?[0].flatMap { Int64($0) } ?? -1
        return try Self.damaged(block: block, series: seriesID, damage, statements)
    }
}
