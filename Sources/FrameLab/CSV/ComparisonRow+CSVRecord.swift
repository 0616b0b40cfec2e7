import LabTables
import RunRecords

extension ComparisonRow: CSVRecord {
    /// The summary key, the metric's column name, its values in A and B, the change in percent
    /// (empty from 0), the rank test's p-value and its Holm-adjusted value (empty when not
    /// tested) and the verdict.
    package static let csvHeader =
        SummaryKey.csvHeader + ["metric", "a", "b", "delta_percent", "p_value", "p_adjusted", "verdict"]

    package var csvFields: [String] {
        key.csvFields + [
            metric.rawValue, a.compactDescription, b.compactDescription, deltaPercent?.compactDescription ?? "",
            pValue?.compactDescription ?? "", adjustedPValue?.compactDescription ?? "", verdict.rawValue,
        ]
    }
}
