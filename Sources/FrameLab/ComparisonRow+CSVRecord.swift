extension ComparisonRow: CSVRecord {
    /// The summary key, the metric's column name, its values in A and B, the change in percent
    /// (empty from 0) and the verdict.
    public static let csvHeader = SummaryKey.csvHeader + ["metric", "a", "b", "delta_percent", "verdict"]

    public var csvFields: [String] {
        key.csvFields + [
            metric.rawValue, a.compactDescription, b.compactDescription, deltaPercent?.compactDescription ?? "",
            verdict.rawValue,
        ]
    }
}
