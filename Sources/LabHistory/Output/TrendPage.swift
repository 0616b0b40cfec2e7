import Foundation
import LabCharts
import RunRecords

/// `framelab history --html`'s page: one trend chart per series (a metric of a summary row),
/// commits of the branch along the x axis, one line per runner, each point the median of its
/// commit's runs with a whisker from the least to the most, its tooltip the commit's subject and
/// its link the run's report. A static page: no scripts, nothing fetched.
package struct TrendPage {
    /// The series shown, each runner's apart.
    package var views: [SeriesView]
    /// The branch's first-parent chain, full hashes, oldest first.
    package var chain: [String]

    /// A page of `views` along `chain`.
    package init(views: [SeriesView], chain: [String]) {
        self.views = views
        self.chain = chain
    }

    /// The page, an HTML document.
    package var html: String {
        let groups = Dictionary(grouping: views) { SeriesGroup(key: $0.series.key, metric: $0.series.metric) }
        let order = views.map { SeriesGroup(key: $0.series.key, metric: $0.series.metric) }
            .reduce(into: [SeriesGroup]()) { if !$0.contains($1) { $0.append($1) } }
        let sections = order.map { section(groups[$0]!) }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Frame lab history</title>
            <style>
            body { font-family: system-ui, sans-serif; color: #222; max-width: 1180px; margin: 2em auto; padding: 0 1em; }
            .note { color: #555; }
            </style>
            </head>
            <body>
            <h1>Frame lab history</h1>
            <p class="note">Each point is one commit of the branch: the median of its runs on one runner, the whisker \
            from the least to the most. A pointer over a point shows the commit; a click opens the run's report where \
            its folder is on this disk.</p>
            \(sections)</body>
            </html>

            """
    }

    /// A series's row and metric, which one chart shows for every runner.
    private struct SeriesGroup: Hashable {
        var key: SummaryKey
        var metric: String
    }

    /// The chart of one row and metric, and a note of the runs off the branch.
    private func section(_ views: [SeriesView]) -> String {
        let positions = Dictionary(chain.enumerated().map { ($1, $0) }) { first, _ in first }
        let commits = Set(views.flatMap { $0.onBranch.map(\.commit.sha) }).sorted { positions[$0]! < positions[$1]! }
        let columns = Dictionary(commits.enumerated().map { ($1, Double($0)) }) { first, _ in first }
        let series = views.enumerated().map { index, view in
            LineChart.Series(
                name: view.series.runner, color: Self.colors[index % Self.colors.count],
                points: view.onBranch.map {
                    (x: columns[$0.commit.sha]! + ($0.commit.isDirty ? 0.2 : 0), y: $0.median)
                },
                marks: view.onBranch.map(Self.mark))
        }
        let values = views.flatMap { $0.onBranch.flatMap { [$0.minimum, $0.maximum] } }
        let chart = LineChart(
            title: views[0].title,
            horizontalAxis: ChartAxis(
                title: "commit (first-parent history, oldest first)", categories: commits.map { String($0.prefix(7)) }),
            verticalAxis: ChartAxis(
                title: views[0].series.metric, scale: .linear, reaching: values, countsOnly: false),
            series: series, marksPoints: true)
        let offBranch = views.reduce(0) { $0 + $1.offBranch.reduce(0) { $0 + $1.runs.count } }
        let note =
            offBranch == 0
            ? ""
            : "<p class=\"note\">\(offBranch) runs of commits off the branch are not charted (<code>framelab history</code> lists them).</p>\n"
        return chart.svg + "\n" + note
    }

    /// A commit's tooltip, link and whisker.
    private static func mark(_ point: CommitPoint) -> LineChart.Mark {
        let commit = point.commit
        let title = """
            \(commit.shortSHA)\(commit.isDirty ? "-dirty" : "") \(commit.subject ?? "")
            median \(point.median.compactDescription) (\(point.minimum.compactDescription)–\(point.maximum.compactDescription), \(point.values.count) runs)
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
