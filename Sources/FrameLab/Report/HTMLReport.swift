import LabTables
import RunRecords
import StrictJSON

/// A run's `report.html`: one page that reads offline, with no scripts and nothing to fetch.
///
/// Under a header (the run, its date and the machine) come the verdict (every frame verified or
/// not, each implementation's worst frame against the budgets, its dropped frames and hitch time
/// ratio), where the history has earlier runs on this runner the trend of each row's worst and
/// median frame, a chart of the work of every frame for each scenario and size at 60 Hz, the scaling
/// chart of the `scale` scenario, the summary table, and the workers that failed.
package struct HTMLReport {
    /// The run's name, its folder's: `20261122T031500Z-1a2b3c4`.
    package var runName: String
    /// Where and when the run measured.
    package var environment: RunEnvironment
    /// The run's summaries, in the order of ``FrameSummary/summaries(of:)``.
    package var summaries: [FrameSummary]
    /// The run's frame records.
    package var records: [FrameRecord]
    /// The workers that did not finish.
    package var failures: [WorkerFailure]
    /// The rows' earlier runs on this runner, from the history; empty without one.
    package var trends: [RunTrend]

    /// Creates the report of a run.
    package init(
        runName: String, environment: RunEnvironment, summaries: [FrameSummary], records: [FrameRecord],
        failures: [WorkerFailure], trends: [RunTrend] = []
    ) {
        self.runName = runName
        self.environment = environment
        self.summaries = summaries
        self.records = records
        self.failures = failures
        self.trends = trends
    }

    /// The page, an HTML document.
    package var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Frame lab run \(runName.htmlEscaped)</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <h1>Frame lab run \(runName.htmlEscaped)</h1>
        <p class="environment">\(environment.date.ISO8601Format()) · \(environment.summaryLine.htmlEscaped)</p>
        \(verdictSection)\(trendSection)\(frameChartSection)\(scalingChartSection)<h2>Summary</h2>
        <p>Frame work over all repetitions, in ms. The budget of a frame is \(FrameBudget(refreshRate: 60)) at 60 Hz \
        and \(FrameBudget(refreshRate: 120)) at 120 Hz; the hitch time ratio is the work past the budget per second of \
        scenario time. Caches <em>evicted</em>: a reference layout mirrored each frame between the timed sections, as \
        an app renders between frames, so read these rows for what a frame costs in an app; <em>warm</em>: nothing ran \
        between frames (the reference timing itself), the kernel's speed on hot caches. <code>summary.csv</code> has \
        every column.</p>
        \(summaryTable)\(failureSection)</body>
        </html>

        """
    }

    private static let style = """
        body { font-family: system-ui, sans-serif; color: #222; max-width: 1180px; margin: 2em auto; padding: 0 1em; }
        .environment { color: #555; }
        .verdict.pass { border-left: 6px solid #2a7d2a; padding: 0.5em 0.8em; background: #eef7ee; font-size: 17px; }
        .verdict.fail { border-left: 6px solid #b32020; padding: 0.5em 0.8em; background: #fbeeee; font-size: 17px; }
        table.verdict { font-size: 15px; margin-top: 0.8em; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { padding: 3px 10px; border-bottom: 1px solid #ddd; text-align: left; }
        th.number, td.number { text-align: right; font-variant-numeric: tabular-nums; }
        figure { margin: 1.5em 0; }
        pre { background: #f5f5f5; padding: 0.6em; overflow-x: auto; }
        """

    /// The summaries in the columns of the terminal's table, and whether the caches were evicted
    /// between frames.
    private var summaryTable: String {
        let columns = SummaryTable.columns + [TableColumn(title: "caches") { $0.caches.rawValue }]
        func row(_ cells: [String], tag: String) -> String {
            let cells = zip(columns, cells).map { column, cell in
                "<\(tag)\(column.isNumeric ? " class=\"number\"" : "")>\(cell.htmlEscaped)</\(tag)>"
            }
            return "<tr>\(cells.joined())</tr>\n"
        }
        let header = row(columns.map(\.title), tag: "th")
        let body = summaries.map { summary in row(columns.map { $0.cell(summary) }, tag: "td") }
        return "<table>\n<thead>\n\(header)</thead>\n<tbody>\n\(body.joined())</tbody>\n</table>\n"
    }

    private var frameChartSection: String {
        let charts = frameCharts
        guard !charts.isEmpty else { return "" }
        return """
            <h2>Frame work per frame</h2>
            <p>Each frame of the first repetition at 60 Hz, on a log scale; the dashed lines are the \
            budgets at 60 Hz and 120 Hz.</p>
            \(charts.map { "<figure>\n\($0.svg)\n</figure>\n" }.joined())
            """
    }

    private var scalingChartSection: String {
        guard let chart = scalingChart else { return "" }
        return """
            <h2>Scaling</h2>
            <p>The median frame work (solid) and the worst frame (dashed: the largest, over the \
            frames, of a frame's median across repetitions, the frames that prepare and finish the \
            switch included) of the <code>scale</code> scenario at 60 Hz against the number of items, \
            both on log scales.</p>
            <figure>
            \(chart.svg)
            </figure>

            """
    }

    private var failureSection: String {
        guard !failures.isEmpty else { return "" }
        let items = failures.map { failure in
            """
            <h3>\(failure.scenario.htmlEscaped), \(failure.implementation.htmlEscaped), \
            N = \(failure.items.countDescription)</h3>
            <p>\(failure.reason.htmlEscaped)</p>
            <pre>\(failure.standardErrorTail.htmlEscaped)</pre>

            """
        }
        return "<h2>Failures</h2>\n<p>These workers did not finish; their rows are missing above.</p>\n"
            + items.joined()
    }
}
