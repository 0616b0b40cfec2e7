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

    /// Every metric of one summary row over the runs that recorded it, decoded from the row's
    /// BLOBs in one pass: change detection asks for a row's metrics one after another.
    struct RowColumns {
        /// The row and runner read.
        var read: RowRead
        /// Each metric's values, at its id (ids are small and dense), in the order the runs were
        /// read.
        var metrics: [[RecordedValue]]
    }

    /// `metric` of the row `key` in every run that recorded it (`runner`'s alone when given),
    /// with its fastest repetition. The row stays decoded for the next metric asked unless
    /// `keepingRow` is false (a ratio's peer row, read once for all of a row's ratios).
    func recordedValues(_ key: SummaryKey, metric: String, runner: String?, keepingRow: Bool = true)
        throws(FrameLabError) -> [RecordedValue]
    {
        guard let metricID = try metricID(metric).map(Int.init) else { return [] }
        let read = RowRead(key: key, runner: runner)
        let columns: RowColumns
        if let kept = columnsRead, kept.read == read {
            columns = kept
        } else {
            columns = try rowColumns(read)
            if keepingRow { columnsRead = columns }
        }
        return columns.metrics.indices.contains(metricID) ? columns.metrics[metricID] : []
    }

    /// The repetitions of `metric` of the row `key` in every run of `runner` that recorded them,
    /// by run id: the row's BLOBs searched for that metric alone.
    func recordedSamples(_ key: SummaryKey, metric: String, runner: String) throws(FrameLabError) -> [Int: [Double]] {
        guard let metricID = try metricID(metric) else { return [:] }
        var samples: [Int: [Double]] = [:]
        let rows = try database.read { statements throws(FrameLabError) in
            try Self.packedRows(RowRead(key: key, runner: runner), statements)
        }
        for (run, bytes) in rows {
            let entry: PackedNumbers.Entry?
            do throws(PackedNumbers.Damage) {
                entry = try PackedNumbers.entry(metricID, in: bytes)
            } catch {
                throw try damaged(run: run, key: key, error)
            }
            if let entry, !entry.samples.isEmpty { samples[Int(run)] = entry.samples }
        }
        return samples
    }

    /// The columns of the row and runner `read`.
    private func rowColumns(_ read: RowRead) throws(FrameLabError) -> RowColumns {
        let (largestID, rows) = try database.read { statements throws(FrameLabError) in
            let largestID = try statements.rows("SELECT MAX(id) FROM metric_names", []).first?[0].flatMap { Int($0) }
            return (largestID ?? 0, try Self.packedRows(read, statements))
        }
        // An id no metric has (there are none but in a damaged row) is not read, as a whole run's
        // reader leaves it.
        var metrics = [[RecordedValue]](repeating: [], count: largestID + 1)
        for (run, bytes) in rows {
            do throws(PackedNumbers.Damage) {
                try PackedNumbers.forEachValue(in: bytes) { metricID, value, fastest in
                    guard metricID >= 0, metricID <= largestID else { return }
                    metrics[Int(metricID)].append(RecordedValue(run: Int(run), value: value, fastest: fastest))
                }
            } catch {
                throw try damaged(run: run, key: read.key, error)
            }
        }
        return RowColumns(read: read, metrics: metrics)
    }

    /// The packed rows of the row and runner `read`, in the transaction of `statements`.
    private static func packedRows(_ read: RowRead, _ statements: any HistoryStatements) throws(FrameLabError)
        -> [(id: Int64, bytes: [UInt8])]
    {
        try statements.packedRows(
            "SELECT run_id, metrics FROM summary_rows WHERE series_id = (\(seriesID))"
                + (read.runner == nil ? "" : " AND run_id IN (SELECT id FROM runs WHERE runner = ?)"),
            seriesArguments(read.key) + (read.runner.map { [.text($0)] } ?? []))
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

    /// The error for the damaged packed row of `key` in the run `id`, which it names.
    private func damaged(run id: Int64, key: SummaryKey, _ damage: PackedNumbers.Damage) throws(FrameLabError)
        -> FrameLabError
    {
        let named =
            try database.read { statements throws(FrameLabError) in
                try statements.rows("SELECT runner, name FROM runs WHERE id = ?", [.integer(id)])
            }.first.map { "\($0[0]!)/\($0[1]!)" } ?? String(id)
        return Self.damaged(run: named, row: key.scenario, damage)
    }
}
