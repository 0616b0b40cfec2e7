import LabTables
import RunRecords

/// One commit of one series, as a record of `framelab history --csv`.
package struct SeriesCommitRecord: CSVRecord {
    /// The series's view.
    package var view: SeriesView
    /// The commit.
    package var point: CommitPoint
    /// Whether the commit is on the branch's first-parent chain.
    package var isOnBranch: Bool

    package static let csvHeader =
        SummaryKey.csvHeader + [
            "metric", "runner", "commit", "dirty", "on_branch", "commit_time", "runs", "median", "min", "max", "q1",
            "q3",
            "subject",
        ]

    package var csvFields: [String] {
        let commit = point.commit
        return view.key.csvFields + [
            view.metric, view.runner, commit.sha, commit.isDirty ? "1" : "0", isOnBranch ? "1" : "0",
            commit.time?.ISO8601Format() ?? "", String(point.values.count),
        ]
            + [
                point.median, point.minimum, point.maximum, point.interquartileRange.lowerBound,
                point.interquartileRange.upperBound,
            ].map { String($0) } + [commit.subject ?? ""]
    }
}

extension SeriesView {
    /// The series's commits as CSV records, those on the branch first.
    package var csvRecords: [SeriesCommitRecord] {
        onBranch.map { SeriesCommitRecord(view: self, point: $0, isOnBranch: true) }
            + offBranch.map { SeriesCommitRecord(view: self, point: $0, isOnBranch: false) }
    }
}
