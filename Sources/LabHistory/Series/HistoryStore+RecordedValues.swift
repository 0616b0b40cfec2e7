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
    /// `withSamples`: one range of `summary_rows`, each row's BLOB searched for that metric only.
    func recordedValues(_ key: SummaryKey, metric: String, withSamples: Bool) throws(FrameLabError)
        -> [RecordedValue]
    {
        try database.read { statements throws(FrameLabError) in
            guard
                let metricID = try statements.rows("SELECT id FROM metric_names WHERE name = ?", [.text(metric)])
                    .first?[0].flatMap({ Int64($0) })
            else { return [] }
            let rows = try statements.rows(
                "SELECT run_id, metrics FROM summary_rows WHERE series_id = (\(Self.seriesID))",
                Self.seriesArguments(key))
            var values: [RecordedValue] = []
            values.reserveCapacity(rows.count)
            for columns in rows {
                let run = Int(columns[0]!)!
                let entry: PackedNumbers.Entry?
                do throws(PackedNumbers.Damage) {
                    guard let bytes = SQLValue.bytes(columns[1]!) else { throw .notBytes }
                    entry = try PackedNumbers.entry(metricID, in: bytes)
                } catch {
                    let named =
                        try statements.rows("SELECT runner, name FROM runs WHERE id = ?", [.integer(Int64(run))])
                        .first.map { "\($0[0]!)/\($0[1]!)" } ?? String(run)
                    throw Self.damaged(run: named, row: key.scenario, error)
                }
                guard let entry else { continue }
                values.append(RecordedValue(run: run, value: entry.value, samples: withSamples ? entry.samples : []))
            }
            return values
        }
    }
}
