import LabTables

extension SeriesView {
    /// The series for a terminal: its title and runner, then a table of its commits, those off
    /// the branch after a line saying so.
    package var text: String {
        var text = "\(title) · runner \(series.runner)\n"
        text += TextTable(columns: Self.columns, rows: onBranch).text
        if !offBranch.isEmpty {
            text += "off the branch (other branches, or commits this repository does not have):\n"
            text += TextTable(columns: Self.columns, rows: offBranch).text
        }
        return text
    }

    private static var columns: [TableColumn<CommitPoint>] {
        [
            TableColumn(title: "commit") { $0.commit.shortSHA + ($0.commit.isDirty ? "-dirty" : "") },
            TableColumn(title: "date") { $0.runs[0].date.ISO8601Format(.iso8601.year().month().day()) },
            TableColumn(title: "runs", isNumeric: true) { String($0.values.count) },
            TableColumn(title: "median", isNumeric: true) { $0.median.compactDescription },
            TableColumn(title: "min", isNumeric: true) { $0.minimum.compactDescription },
            TableColumn(title: "max", isNumeric: true) { $0.maximum.compactDescription },
            TableColumn(title: "IQR", isNumeric: true) {
                "\($0.interquartileRange.lowerBound.compactDescription)–\($0.interquartileRange.upperBound.compactDescription)"
            },
            TableColumn(title: "subject", maximumWidth: 48) { $0.commit.subject ?? "(not in this repository)" },
        ]
    }
}
