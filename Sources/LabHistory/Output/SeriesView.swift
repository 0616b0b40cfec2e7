import RunRecords

/// A series as `framelab history` shows it: its commits on the branch in order, then those off
/// it.
package struct SeriesView: Sendable {
    /// The series's summary row.
    package var key: SummaryKey
    /// The series's metric: a summary.csv column, or a callgrind count.
    package var metric: String
    /// The runner whose runs the series holds.
    package var runner: String
    /// Its commits on the branch's first-parent chain, oldest first.
    package var onBranch: [CommitPoint]
    /// Its commits off that chain, by their first run's date.
    package var offBranch: [CommitPoint]

    /// The view of `series` along `chain`, the current branch; its points are held by their
    /// commits alone (a page holds a scenario's views, millions of points).
    package init(_ series: HistorySeries, chain: BranchChain) {
        (key, metric, runner) = (series.key, series.metric, series.runner)
        (onBranch, offBranch) = series.commitPoints(along: chain)
    }

    /// The series's name: `switch-list-to-grid · optimized · N = 100k · 60 Hz · worst_frame_ms`.
    package var title: String {
        "\(key.rowName) · \(metric)"
    }
}
