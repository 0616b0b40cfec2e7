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
    /// `withSamples`: one range of `summary_rows`, each row's BLOBs searched for that metric only.
    func recordedValues(_ key: SummaryKey, metric: String, withSamples: Bool) throws(FrameLabError)
        -> [RecordedValue]
    {
        try database.read { statements throws(FrameLabError) in
            guard
                let metricID = try statements.rows("SELECT id FROM metric_names WHERE name = ?", [.text(metric)])
                    .first?[0].flatMap({ Int64($0) })
            else { return [] }
            let rows = try statements.rows(
                "SELECT run_id, metric_values\(withSamples ? ", samples" : "") FROM summary_rows "
                    + "WHERE series_id = (\(Self.seriesID))", Self.seriesArguments(key))
            var values: [RecordedValue] = []
            values.reserveCapacity(rows.count)
            for columns in rows {
                let run = Int(columns[0]!)!
                func unpacked(_ column: Int, _ name: String) throws(FrameLabError) -> [Double]? {
                    guard let text = columns[column] else { return nil }
                    do throws(PackedNumbers.Damage) {
                        guard let bytes = SQLValue.bytes(text) else { throw .notBytes }
                        return try PackedNumbers.values(of: metricID, in: bytes)
                    } catch {
                        let named =
                            try statements.rows("SELECT runner, name FROM runs WHERE id = ?", [.integer(Int64(run))])
                            .first.map { "run \($0[0]!)/\($0[1]!)" } ?? "run \(run)"
                        throw Self.damaged(name, of: named, row: key.scenario, error)
                    }
                }
                guard let value = try unpacked(1, "metric_values")?.first else { continue }
                values.append(
                    RecordedValue(run: run, value: value, samples: withSamples ? try unpacked(2, "samples") ?? [] : []))
            }
            return values
        }
    }
}
