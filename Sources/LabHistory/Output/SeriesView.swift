/// A series as `framelab history` shows it: its commits on the branch in order, then those off
/// it.
package struct SeriesView: Sendable {
    /// The series.
    package var series: HistorySeries
    /// Its commits on the branch's first-parent chain, oldest first.
    package var onBranch: [CommitPoint]
    /// Its commits off that chain, by their first run's date.
    package var offBranch: [CommitPoint]

    /// The view of `series` along `chain`, the current branch.
    package init(_ series: HistorySeries, chain: BranchChain) {
        self.series = series
        (onBranch, offBranch) = series.commitPoints(along: chain)
    }

    /// The series's name: `switch-list-to-grid · optimized · N = 100k · 60 Hz · worst_frame_ms`.
    package var title: String {
        "\(series.key.rowName) · \(series.metric)"
    }
}
