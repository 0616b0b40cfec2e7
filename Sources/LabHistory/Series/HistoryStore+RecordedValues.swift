import LabSupport
import RunRecords

extension HistoryStore {
    /// A metric's value in one run, and its repetitions.
    struct RecordedValue {
        /// The run's id.
        var run: Int
        /// The value, in the metric's unit.
        var value: Double
        /// The value of each repetition; empty when none were recorded (or not asked for).
        var samples: [Double]
    }

    /// `metric` of the row `key` in every run that recorded it, its repetitions too when
    /// `withSamples`: each row's BLOB searched for that metric only, the rows read once for the
    /// metrics of one series asked one after another (as change detection asks).
    func recordedValues(_ key: SummaryKey, metric: String, withSamples: Bool) throws(FrameLabError)
        -> [RecordedValue]
    {
        let (metricID, rows) = try database.read { statements throws(FrameLabError) in
            let metricID = try statements.rows("SELECT id FROM metric_names WHERE name = ?", [.text(metric)])
                .first?[0].flatMap { Int64($0) }
            if metricID != nil, packedRowsRead?.key != key {
                let rows = try statements.packedRows(
                    "SELECT run_id, metrics FROM summary_rows WHERE series_id = (\(Self.seriesID))",
                    Self.seriesArguments(key))
                packedRowsRead = (key, rows)
            }
            return (metricID, packedRowsRead?.rows ?? [])
        }
        guard let metricID else { return [] }
        var values: [RecordedValue] = []
        values.reserveCapacity(rows.count)
        for (run, bytes) in rows {
            let entry: PackedNumbers.Entry?
            do throws(PackedNumbers.Damage) {
                entry = try PackedNumbers.entry(metricID, in: bytes)
            } catch {
                let named =
                    try database.read { statements throws(FrameLabError) in
                        try statements.rows("SELECT runner, name FROM runs WHERE id = ?", [.integer(run)])
                    }.first.map { "\($0[0]!)/\($0[1]!)" } ?? String(run)
                throw Self.damaged(run: named, row: key.scenario, error)
            }
            guard let entry else { continue }
            values.append(RecordedValue(run: Int(run), value: entry.value, samples: withSamples ? entry.samples : []))
        }
        return values
    }
}
