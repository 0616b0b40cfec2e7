import LabSupport
import LabTables
import RunRecords

/// A run's summary as a table for people: the columns the terminal and the HTML report show,
/// numbers to 3 significant digits.
package enum SummaryTable {
    /// The summaries as a table for a terminal: a header row, a rule, then one line per summary,
    /// each ending in a newline. The table is at most 120 characters wide for item counts of up
    /// to 4 characters (`100k`, `1M`, `1500`).
    package static func render(_ summaries: [FrameSummary]) -> String {
        TextTable(columns: columns, rows: summaries).text
    }

    /// The columns: the key, the median work and the worst frame in the unit that fits each, the
    /// frames dropped (over budget), the hitch time ratio in ms/s, the allocations per frame, the
    /// speedups and whether the answers matched the reference's.
    static var columns: [TableColumn<FrameSummary>] {
        SummaryKey.tableColumns(key: \.key) + [
            TableColumn(title: "p50", isNumeric: true) { Quantity.milliseconds.description($0.p50Milliseconds) },
            TableColumn(title: "worst", isNumeric: true) {
                Quantity.milliseconds.description($0.worstFrameMilliseconds)
            },
            TableColumn(title: "dropped", isNumeric: true) { String($0.overBudgetFrames) },
            TableColumn(title: "hitch ms/s", isNumeric: true) {
                $0.hitchMillisecondsPerSecond.description(significantDigits: 3)
            },
            TableColumn(title: "allocs", isNumeric: true) {
                $0.allocationsPerFrame.description(significantDigits: 3)
            },
            TableColumn(title: "vs ref", isNumeric: true) {
                $0.speedupVersusReference.map(Quantity.ratio.description) ?? "—"
            },
            TableColumn(title: "vs cached", isNumeric: true) {
                $0.speedupVersusCached.map(Quantity.ratio.description) ?? "—"
            },
            TableColumn(title: "verified") { summary in
                switch summary.status {
                case .verified: "yes"
                case .mismatch: "NO"
                case .unverified: "not compared"
                case .reference, .bound: "—"
                }
            },
        ]
    }
}
