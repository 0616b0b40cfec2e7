import Foundation
import LabStatistics
import LabSupport
import LabTables
import RunRecords

extension DetectedChange {
    /// Changes as a terminal table: one line each, the commit that changed, the medians (and
    /// interquartile ranges) before and after, the change, its p-value, whether the instruction
    /// counts moved there, and the acknowledgement's note.
    package static func text(_ changes: [DetectedChange]) -> String {
        TextTable(columns: columns, rows: changes).text
    }

    private static var columns: [TableColumn<DetectedChange>] {
        /// The median in the unit that fits the metric's value before the change, then the
        /// interquartile range and the runs.
        func spread(
            _ change: DetectedChange, _ values: [Double], _ quartiles: Quartiles
        ) -> String {
            let unit = Quantity(metric: change.metric).unit(for: change.beforeQuartiles.median)
            return "\(unit.description(quartiles.median)) "
                + "(\(unit.description(quartiles.first))–\(unit.description(quartiles.third)), "
                + "\(values.count) \(values.count == 1 ? "run" : "runs"))"
        }
        return [
            TableColumn(title: "metric") { $0.metric },
            TableColumn(title: "row") { $0.key.rowName },
            TableColumn(title: "runner", maximumWidth: 24) { "\($0.runner) (\($0.kind.rawValue))" },
            TableColumn(title: "commit") { $0.commit.shortSHA },
            TableColumn(title: "before") { spread($0, $0.before, $0.beforeQuartiles) },
            TableColumn(title: "after") { spread($0, $0.after, $0.afterQuartiles) },
            TableColumn(title: "change", isNumeric: true) {
                Quantity.percent.signedDescription($0.relativeChange * 100)
            },
            TableColumn(title: "p", isNumeric: true) { $0.pValue.pValueDescription },
            TableColumn(title: "counts moved") { change in
                guard let counts = change.instructionCounts else { return "—" }
                let moved = counts.filter { $0.before != $0.after }
                return moved.isEmpty
                    ? "no"
                    : moved.map {
                        "\($0.workload) \((($0.after / $0.before - 1) * 100).description(significantDigits: 2)) %"
                    }
                    .joined(separator: ", ")
            },
            TableColumn(title: "acknowledged", maximumWidth: 40) { $0.acknowledgement?.note ?? "" },
            TableColumn(title: "subject", maximumWidth: 40) { $0.commit.subject ?? "(not in this repository)" },
        ]
    }
}

/// A change point as a record of `framelab history --changes --csv`.
package struct DetectedChangeRecord: CSVRecord {
    /// The change.
    package var change: DetectedChange

    /// A record of `change`.
    package init(_ change: DetectedChange) {
        self.change = change
    }

    package static let csvHeader =
        SummaryKey.csvHeader + [
            "metric", "runner", "kind", "commit", "previous_commit", "runs_before", "median_before", "q1_before",
            "q3_before", "runs_after", "median_after", "q1_after", "q3_after", "relative_change", "p_value",
            "counts_moved", "acknowledged", "subject",
        ]

    package var csvFields: [String] {
        func statistics(_ values: [Double], _ quartiles: Quartiles) -> [String] {
            [String(values.count), String(quartiles.median), String(quartiles.first), String(quartiles.third)]
        }
        return change.key.csvFields + [
            change.metric, change.runner, change.kind.rawValue, change.commit.sha, change.previousCommit.sha,
        ]
            + statistics(change.before, change.beforeQuartiles) + statistics(change.after, change.afterQuartiles)
            + [
                String(change.relativeChange), String(change.pValue),
                change.countsMoved.map { $0 ? "1" : "0" } ?? "", change.acknowledgement?.note ?? "",
                change.commit.subject ?? "",
            ]
    }
}
