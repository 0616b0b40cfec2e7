import LabCharts
import RunRecords

extension HTMLReport {
    /// The section of trend charts, one per row the history has earlier runs of; empty without.
    var trendSection: String {
        let charts = trends.compactMap(trendChart)
        guard !charts.isEmpty else { return "" }
        return """
            <h2>Trend on this runner</h2>
            <p>The worst frame (dashed) and the median frame (solid) of the optimized kernel at 60 Hz \
            in the runs recorded before this one on runner <code>\(environment.runner.htmlEscaped)</code> \
            (the last \(RunTrend.length) at most), then this run, in black.</p>
            \(charts.map { "<figure>\n\($0.svg)\n</figure>\n" }.joined())
            """
    }

    /// The chart of `trend` with this run's values last; `nil` when this run has no such row.
    private func trendChart(_ trend: RunTrend) -> LineChart? {
        guard let summary = summaries.first(where: { $0.key == trend.key }) else { return nil }
        let runs = trend.earlierRuns.suffix(RunTrend.length)
        let labels = runs.map(\.label) + ["this run"]
        let worst = runs.map(\.worstFrameMilliseconds) + [summary.worstFrameMilliseconds]
        let median = runs.map(\.p50Milliseconds) + [summary.p50Milliseconds]
        func points(_ values: [Double]) -> [(x: Double, y: Double)] {
            values.enumerated().map { (x: Double($0), y: $1) }
        }
        let color = "#1f77b4"
        let last = Double(labels.count - 1)
        return LineChart(
            title: "\(trend.key.scenario), N = \(trend.key.items.countDescription): worst and median frame",
            horizontalAxis: ChartAxis(title: "run (commit), oldest first", categories: labels),
            verticalAxis: ChartAxis(title: "frame work (ms, log scale)", scale: .logarithmic, reaching: worst + median),
            series: [
                LineChart.Series(name: "worst frame", color: color, points: points(worst), isDashed: true),
                LineChart.Series(name: "median frame", color: color, points: points(median)),
                LineChart.Series(
                    name: "this run", color: "#000",
                    points: [(x: last, y: summary.worstFrameMilliseconds), (x: last, y: summary.p50Milliseconds)]),
            ],
            marksPoints: true)
    }
}
