import Foundation
import LabStatistics
import LabSupport
import LabTables

extension SeriesView {
    /// The series for a terminal: its title and runner, then a table of its commits, those off
    /// the branch after a line saying so; values in one unit that fits the medians, named in the
    /// headings, to 3 significant digits.
    package var text: String {
        let unit = Quantity(metric: metric).unit(for: (onBranch + offBranch).map(\.median).quantile(0.5))
        var text = "\(title) · runner \(runner)\n"
        text += TextTable(columns: Self.columns(unit), rows: onBranch).text
        if !offBranch.isEmpty {
            text += "off the branch (other branches, or commits this repository does not have):\n"
            text += TextTable(columns: Self.columns(unit), rows: offBranch).text
        }
        return text
    }

    /// A run's date, `2026-11-28` (UTC): one style for every row, not one made per row.
    private static let dateStyle = Date.ISO8601FormatStyle().year().month().day()

    private static func columns(_ unit: Quantity.Unit) -> [TableColumn<CommitPoint>] {
        // Neighbouring commits mostly share a day, whose text is then formatted once; a commit
        // of one run, as most are, has one value for its median, extremes and quartiles, written
        // (cell after cell) once.
        var day = (number: Double.nan, text: "")
        var written = (value: Double.nan, text: "")
        func number(_ value: Double) -> String {
            if value != written.value { written = (value, unit.number(value)) }
            return written.text
        }
        return [
            // The commit's fields read where they are, not from a copy of the commit.
            TableColumn(title: "commit") { point in
                point.commit.isDirty ? point.commit.shortSHA + "-dirty" : point.commit.shortSHA
            },
            TableColumn(title: "date") { point in
                let number = (point.runs.first!.date.timeIntervalSince1970 / 86_400).rounded(.down)
                if number != day.number { day = (number, dateStyle.format(point.runs.first!.date)) }
                return day.text
            },
            TableColumn(title: "runs", isNumeric: true) { String($0.runs.count) },
            TableColumn(title: unit.heading("median"), isNumeric: true) { number($0.median) },
            TableColumn(title: unit.heading("min"), isNumeric: true) { number($0.minimum) },
            TableColumn(title: unit.heading("max"), isNumeric: true) { number($0.maximum) },
            TableColumn(title: unit.heading("IQR"), isNumeric: true) { point in
                let range = point.interquartileRange
                return "\(number(range.lowerBound))–\(number(range.upperBound))"
            },
            TableColumn(title: "subject", maximumWidth: 48) { $0.commit.subject ?? "(not in this repository)" },
        ]
    }
}
