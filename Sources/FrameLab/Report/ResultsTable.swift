import Foundation
import LabSupport
import LabTables
import RunRecords

/// A run's results as people read them: a line saying where and when they were measured, then
/// a table of the frames' work with units, and whether the caches were evicted between frames.
/// README's results table and docs/results.md are this, printed by `framelab report`.
package enum ResultsTable {
    /// Which rows of the run the table shows.
    package enum Selection: String, Sendable, CaseIterable {
        /// The 60 Hz rows of the reference, cached and optimized kernels: README's table.
        case headline
        /// Every row: both refresh rates, every implementation and bound.
        case all
    }

    /// The run's provenance line, a blank line and its table of `selection` in `format`, only
    /// the rows at `refreshRate` hertz if given.
    package static func render(
        _ results: RunResults, selection: Selection, refreshRate: Int? = nil, format: TableFormat
    ) -> String {
        let rows = results.rows.filter { row in
            (refreshRate.map { row.key.refreshRate == $0 } ?? true)
                && (selection == .all
                    || (row.key.refreshRate == 60 && headlineImplementations.contains(row.key.implementation)))
        }
        return provenance(results) + "\n\n" + format.render(columns, rows)
    }

    /// The implementations README's table shows: the reference, the cached peer and the optimized
    /// kernels.
    private static let headlineImplementations = [LabImplementation.reference, .cached, .optimized].map(\.rawValue)

    /// Where and when the run measured, and how its answers compared with the reference's.
    static func provenance(_ results: RunResults) -> String {
        let environment = results.environment
        let compared = results.rows.filter { [.verified, .mismatch].contains($0.status) }
        let disagreeing = compared.filter { $0.status == .mismatch }.count
        let date = environment.date.formatted(.iso8601.year().month().day())
        return "Commit \(environment.gitRevision), \(date), \(environment.processor), \(environment.cores) cores, "
            + "\(environment.swiftVersion ?? "Swift unknown"): "
            + "\(compared.map(\.frames).reduce(0, +)) frames compared with the reference, "
            + (disagreeing == 0 ? "every one within tolerance." : "\(disagreeing) rows disagreeing.")
    }

    /// The key, whether the caches were evicted between frames, the median and worst frame, the
    /// frames over budget and the speedups.
    static var columns: [TableColumn<RunResults.Row>] {
        SummaryKey.tableColumns(key: \.key) + [
            TableColumn(title: "caches") { $0.caches?.rawValue ?? "—" },
            TableColumn(title: "median frame", isNumeric: true) { duration($0.p50Milliseconds) },
            TableColumn(title: "worst frame", isNumeric: true) { duration($0.worstFrameMilliseconds) },
            TableColumn(title: "over budget", isNumeric: true) { "\($0.overBudgetFrames) of \($0.frames)" },
            TableColumn(title: "vs reference", isNumeric: true) { speedup($0.speedupVersusReference) },
            TableColumn(title: "vs cached", isNumeric: true) { speedup($0.speedupVersusCached) },
        ]
    }

    /// A duration given in ms, to 3 significant digits in the unit that fits: `20.7 ms`,
    /// `6.31 µs`, `812 ns`.
    static func duration(_ milliseconds: Double) -> String {
        Quantity.milliseconds.description(milliseconds)
    }

    /// A speedup to 3 significant digits, `3276×`, or `—` where the run has nothing to divide by.
    static func speedup(_ value: Double?) -> String {
        value.map(Quantity.ratio.description) ?? "—"
    }
}
