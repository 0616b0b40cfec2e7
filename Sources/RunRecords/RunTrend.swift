/// How one summary row moved over the runs recorded before this one on the same runner: what a
/// run's report charts beside its own values, from the history.
package struct RunTrend: Sendable {
    /// The most earlier runs a trend holds: a run's report charts the latest this many.
    package static let length = 30

    /// The row.
    package var key: SummaryKey
    /// The earlier runs' values, oldest first.
    package var earlierRuns: [Run]

    /// One earlier run's values.
    package struct Run: Sendable {
        /// The run's commit as the chart labels it (`1a2b3c4`).
        package var label: String
        /// Its worst frame, in ms.
        package var worstFrameMilliseconds: Double
        /// Its median frame, in ms.
        package var p50Milliseconds: Double

        /// A run; see the properties.
        package init(label: String, worstFrameMilliseconds: Double, p50Milliseconds: Double) {
            self.label = label
            self.worstFrameMilliseconds = worstFrameMilliseconds
            self.p50Milliseconds = p50Milliseconds
        }
    }

    /// A trend of `key` over `earlierRuns`.
    package init(key: SummaryKey, earlierRuns: [Run]) {
        self.key = key
        self.earlierRuns = earlierRuns
    }
}
