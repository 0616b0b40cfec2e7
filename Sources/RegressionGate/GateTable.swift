import FrameLab
import LabTables

/// The gate's checks as a table: metric, subject, baseline, now, threshold and verdict, one line
/// per check, regressions marked in capitals.
package enum GateTable {
    /// The table in `format`, each line ending in a newline.
    package static func render(_ checks: [GateCheck], in format: TableFormat) -> String {
        format.render(columns, checks)
    }

    private static var columns: [TableColumn<GateCheck>] {
        [
            TableColumn(title: "metric") { $0.metric.rawValue },
            TableColumn(title: "subject") { $0.subject },
            TableColumn(title: "baseline", isNumeric: true) { $0.baseline },
            TableColumn(title: "now", isNumeric: true, maximumWidth: 60) { $0.now },
            TableColumn(title: "threshold", isNumeric: true) { $0.threshold },
            TableColumn(title: "verdict") { check in
                (check.verdict == .pass ? "pass" : "REGRESSION") + (check.rerun.map { " (\($0.rawValue))" } ?? "")
            },
        ]
    }
}
