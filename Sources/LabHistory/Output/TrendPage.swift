import Algorithms
import Foundation
import LabCharts
import LabStatistics
import LabSupport
import RunRecords

/// `framelab history --html`'s page: the change points of the charted series in a table on top,
/// then small multiples, one scenario a row, each chart a series (a metric of a summary row)
/// along the branch's commits, one line per runner, each point the median of its commit's runs
/// with a whisker from the least to the most (its tooltip the commit's subject, its link the
/// run's report). A scenario's charts of one metric share their vertical axis; each change point
/// is a red line at its commit (grey when acknowledged), and the latest is said in words under
/// its chart. A static page: no scripts, nothing fetched.
package struct TrendPage: Sendable {
    /// The branch's first-parent chain, full hashes, oldest first.
    package var chain: BranchChain
    /// The change points of the series shown.
    package var changes: [DetectedChange]

    /// A page along `chain`, marking `changes`.
    package init(chain: BranchChain, changes: [DetectedChange] = []) {
        self.chain = chain
        self.changes = changes
    }

    /// The charts of `views` (each runner's series apart), one scenario a section in the order
    /// of its first view, a chart per row and metric: a page's charts may be drawn a few
    /// scenarios at a time, so that a team's history is not all in memory at once.
    package func charts(of views: [SeriesView]) -> String {
        let groups = Dictionary(grouping: views) { SeriesGroup(key: $0.key, metric: $0.metric) }
        let order = Array(views.map { SeriesGroup(key: $0.key, metric: $0.metric) }.uniqued())
        let scenarios = Array(order.map(\.key.scenario).uniqued())
        let rows = scenarios.map { scenario in order.filter { $0.key.scenario == scenario } }
        // Each group's largest value, found once: the charts of a row's metric share its axis.
        let largest = groups.mapValues { views in views.lazy.flatMap(\.onBranch).map(\.maximum).max() }
        // The charts drawn on every core at once: a team's page holds a million points.
        let charts = rows.flatMap { row in row.map { (group: $0, row: row) } }.concurrentMap { group, row in
            let sharing = row.filter { $0.metric == group.metric }.compactMap { largest[$0]! }
            return chart(groups[group]!, reaching: sharing.max())
        }
        var drawn = charts.makeIterator()
        return zip(scenarios, rows).map { scenario, row in
            let charts = row.map { _ in drawn.next()! }
            return "<h2>\(scenario.htmlEscaped)</h2>\n<div class=\"charts\">\n\(charts.joined())</div>\n"
        }.joined()
    }

    /// The page, an HTML document: the change points, then `charts` (``charts(of:)``'s).
    package func html(charts: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Frame lab history</title>
        <style>
        body { font-family: system-ui, sans-serif; color: #222; margin: 2em; }
        .note { color: #555; }
        .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(460px, 1fr)); gap: 12px 20px; }
        .charts svg { width: 100%; height: auto; }
        .change { margin: 0 0 0 4em; font-size: 0.9em; }
        .regressed { color: #c00; }
        table { border-collapse: collapse; font-size: 0.9em; }
        th, td { padding: 2px 10px; text-align: left; border-bottom: 1px solid #ddd; }
        td.number { text-align: right; }
        </style>
        </head>
        <body>
        <h1>Frame lab history</h1>
        <p class="note">Each point is one commit of the branch: the median of its runs on one runner, the whisker \
        from the least to the most. A red dashed line is a change point at its commit (grey: acknowledged). \
        A pointer over a point or line shows the commit; a click on a point opens the run's report where its \
        folder is on this disk.</p>
        \(changeTable)\(charts)</body>
        </html>

        """
    }

    /// A series's row and metric, which one chart shows for every runner.
    private struct SeriesGroup: Hashable {
        var key: SummaryKey
        var metric: String
    }

    /// The change points, newest commit first, in a table.
    private var changeTable: String {
        guard !changes.isEmpty else { return "<p>No change points in these series.</p>\n" }
        let rows = changes.sorted {
            (chain.position(of: $0.commit.sha) ?? -1) > (chain.position(of: $1.commit.sha) ?? -1)
        }.map {
            change in
            let cells = [
                change.commit.shortSHA, change.commit.subject ?? "", change.key.rowName, change.metric,
                change.runner, Self.describe(change), change.acknowledgement?.note ?? "",
            ]
            return "<tr>" + cells.map { "<td>\($0.htmlEscaped)</td>" }.joined() + "</tr>"
        }
        let headings = ["commit", "subject", "row", "metric", "runner", "change", "acknowledged"]
        return """
            <h2>Change points (\(changes.count))</h2>
            <table><tr>\(headings.map { "<th>\($0)</th>" }.joined())</tr>
            \(rows.joined(separator: "\n"))
            </table>

            """
    }

    /// The chart of one row and metric, its vertical axis reaching `largest` (the largest value
    /// of the charts it shares the axis with; `nil` when they have none), and its latest change
    /// in words.
    private func chart(_ views: [SeriesView], reaching largest: Double?) -> String {
        // Each commit point's place on the chain, looked up once: the chart's columns are the
        // places its points are at, in chain order, marked in an array as long as the chain
        // rather than hashed (ten runners' points of 10,000 commits a chart).
        let places = views.map { view in view.onBranch.map { chain.position(of: $0.runs[$0.runs.startIndex])! } }
        var columnAt = [Int](repeating: -1, count: chain.commits.count)
        for place in places.joined() { columnAt[place] = 0 }
        var commitPlaces: [Int] = []
        for place in columnAt.indices where columnAt[place] == 0 {
            columnAt[place] = commitPlaces.count
            commitPlaces.append(place)
        }
        func column(_ commit: RecordedCommit) -> Double? {
            chain.position(of: commit.sha).flatMap { columnAt[$0] < 0 ? nil : Double(columnAt[$0]) }
        }
        // A long history's points are a line, not dots with tooltips and links.
        let marksPoints = commitPlaces.count <= 200
        let series = views.enumerated().map { index, view in
            LineChart.Series(
                name: view.runner, color: Self.colors[index % Self.colors.count],
                points: zip(view.onBranch, places[index]).map { point, place in
                    let isDirty = point.runs[point.runs.startIndex].isDirty
                    return (x: Double(columnAt[place]) + (isDirty ? 0.2 : 0), y: point.median)
                },
                marks: marksPoints ? view.onBranch.map { Self.mark($0, metric: view.metric) } : [])
        }
        let (key, metric) = (views[0].key, views[0].metric)
        let own = changes.filter { $0.key == key && $0.metric == metric && column($0.commit) != nil }
        let events = own.map { change in
            LineChart.Event(
                position: column(change.commit)!,
                label: Quantity.percent.signedDescription(change.relativeChange * 100),
                title: "\(change.commit.shortSHA) \(change.commit.subject ?? ""): \(Self.describe(change))",
                isMuted: change.acknowledgement != nil)
        }
        let chart = LineChart(
            title: views[0].title,
            horizontalAxis: ChartAxis(
                title: "commit (first-parent history, oldest first)", categoryCount: commitPlaces.count
            ) { String(chain.commits[commitPlaces[$0]].prefix(7)) },
            verticalAxis: ChartAxis(
                title: metric, scale: .linear, reaching: largest.map { [$0] } ?? [], countsOnly: false),
            series: series, events: events, marksPoints: marksPoints)
        let latest = own.max { column($0.commit)! < column($1.commit)! }
        let words =
            latest.map { change in
                let acknowledged = change.acknowledgement.map { " (acknowledged: \($0.note))" } ?? ""
                return "<p class=\"change\(change.acknowledgement == nil ? " regressed" : "")\">latest change: "
                    + "\(Self.describe(change).htmlEscaped) at \(change.commit.shortSHA) "
                    + "\((change.commit.subject ?? "").htmlEscaped)\(acknowledged.htmlEscaped)</p>"
            } ?? "<p class=\"change note\">no change point</p>"
        let offBranch = views.reduce(0) { $0 + $1.offBranch.reduce(0) { $0 + $1.runs.count } }
        let note =
            offBranch == 0
            ? ""
            : "<p class=\"change note\">\(offBranch) runs of commits off the branch are not charted "
                + "(<code>framelab history</code> lists them).</p>"
        return "<div>\n\(chart.svg)\n\(words)\(note)</div>\n"
    }

    /// A change as words: `+41.5 %, 1.21 ms → 1.71 ms on runner-a (p 0.0004)`.
    private static func describe(_ change: DetectedChange) -> String {
        let unit = Quantity(metric: change.metric).unit(for: change.beforeQuartiles.median)
        return
            "\(Quantity.percent.signedDescription(change.relativeChange * 100)), \(unit.description(change.beforeQuartiles.median)) → "
            + "\(unit.description(change.afterQuartiles.median)) on \(change.runner) "
            + "(p \(change.pValue.pValueDescription))"
    }

    /// A commit's tooltip, link and whisker.
    private static func mark(_ point: CommitPoint, metric: String) -> LineChart.Mark {
        let commit = point.commit
        let unit = Quantity(metric: metric).unit(for: point.median)
        let title = """
            \(commit.shortSHA)\(commit.isDirty ? "-dirty" : "") \(commit.subject ?? "")
            median \(unit.description(point.median)) (\(unit.description(point.minimum))–\(unit.description(point.maximum)), \(point.values.count) runs)
            """
        let report = point.runs.last?.folder.map { URL(fileURLWithPath: $0).appending(path: "report.html") }
        let link = report.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0.absoluteString : nil }
        return LineChart.Mark(title: title, link: link, range: point.minimum...point.maximum)
    }

    /// The runners' line colours, in order.
    private static let colors = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#e6a000", "#7f7f7f", "#17becf", "#8c564b",
    ]
}
