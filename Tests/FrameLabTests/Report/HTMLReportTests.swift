import Foundation
import FrameLab
import RunRecords
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("The HTML report")
struct HTMLReportTests {
    static let environment = RunEnvironment(
        processor: "Test CPU <fast>", cores: 2, runner: "test-runner", memoryBytes: 8 << 30, operatingSystem: "Linux",
        swiftVersion: "Swift 6.3.1",
        gitCommit: "abc1234", hasUncommittedChanges: true, buildFlags: "-c release", commandLine: ["framelab", "run"],
        date: Date(timeIntervalSince1970: 1_795_403_700))

    /// Two scenarios at 60 and 120 Hz, one of them `scale` at two sizes, and a failed worker.
    private let report: HTMLReport = {
        var records: [FrameRecord] = []
        for refreshRate in [60, 120] {
            for (implementation, work) in [("reference", 30.0), ("optimized", 0.02)] {
                records += .fixtures(
                    scenario: "list<scroll>", implementation: implementation, refreshRate: refreshRate,
                    workMilliseconds: (0..<40).map { work * (1 + Double($0 % 7) / 10) })
                for items in [1_000, 1_000_000] {
                    records += .fixtures(
                        scenario: "scale", implementation: implementation, items: items, refreshRate: refreshRate,
                        workMilliseconds: [work * Double(items) / 100_000])
                }
            }
        }
        let failure = WorkerFailure(
            scenario: "spring-switch", implementation: "scalar", items: 100_000, reason: "exit status 134 <SIGABRT>",
            standardErrorTail: "Fatal error: index < 0 & more")
        return HTMLReport(
            runName: "20261123T031500Z-abc1234", environment: environment,
            summaries: FrameSummary.summaries(of: records), records: records, failures: [failure])
    }()

    /// The `<svg>` elements of the page.
    private var charts: [Substring] {
        let html = report.html
        return html.ranges(of: "<svg ").map { start in
            html[start.lowerBound..<html[start.lowerBound...].firstRange(of: "</svg>")!.upperBound]
        }
    }

    @Test("One chart per scenario and size at 60 Hz, and the scaling chart, each well-formed XML")
    func chartCount() throws {
        let html = report.html
        #expect(charts.count == 4)
        #expect(html.ranges(of: "<svg ").count == html.ranges(of: "</svg>").count)
        for chart in charts {
            let parser = XMLParser(data: Data(chart.utf8))
            #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        }
        #expect(charts[0].contains("list&lt;scroll&gt;, N = 100k: frame work at 60 Hz"))
        #expect(charts[3].contains("scale: median and worst frame work against N at 60 Hz"))
    }

    @Test("Every chart has the two budgets as labelled dashed lines, a log work axis with decade ticks and a legend")
    func chartParts() {
        for chart in charts.dropLast() {
            #expect(chart.ranges(of: "stroke-dasharray").count == 2)
            #expect(chart.contains(">reference</text>") && chart.contains(">optimized</text>"))
        }
        for chart in charts {
            #expect(chart.contains(">16.67 ms: 60 Hz budget</text>"))
            #expect(chart.contains(">8.33 ms: 120 Hz budget</text>"))
            #expect(chart.contains("ms, log scale)</text>"))
        }
        // The scaling chart: a solid p50 and a dashed worst-frame line (and swatch) per implementation.
        let scaling = charts[3]
        #expect(scaling.contains(">reference p50</text>") && scaling.contains(">optimized worst</text>"))
        #expect(scaling.ranges(of: "stroke-dasharray").count == 2 + 2 * 2)
        // list<scroll> works from 0.02 to 57 ms: decades 0.01 to 100.
        for tick in ["0.01", "0.1", "1", "10", "100"] {
            #expect(charts[0].contains(">\(tick)</text>"))
        }
        #expect(charts[3].contains(">1k</text>") && charts[3].contains(">1M</text>"))
        #expect(charts[3].contains("<circle"))
    }

    @Test("The summary table says per row whether the caches were evicted between frames or warm")
    func caches() {
        let rows = report.html.split(separator: "\n").filter { $0.hasPrefix("<tr><td>list&lt;scroll&gt;</td>") }
        #expect(rows.count == 4)
        for row in rows {
            let caches = row.contains("<td>reference</td>") ? "warm" : "evicted"
            #expect(row.hasSuffix("<td>\(caches)</td></tr>"))
        }
        #expect(report.html.contains("Caches <em>evicted</em>"))
    }

    @Test("Names, reasons and standard error are escaped; failures are listed")
    func escaping() {
        let html = report.html
        #expect(!html.contains("<scroll>") && !html.contains("<fast>") && !html.contains("<SIGABRT>"))
        #expect(html.contains("list&lt;scroll&gt;"))
        #expect(html.contains("<h2>Failures</h2>"))
        #expect(html.contains("<pre>Fatal error: index &lt; 0 &amp; more</pre>"))
        #expect(html.contains("spring-switch, scalar, N = 100k"))
        #expect(html.contains("<h1>Frame lab run 20261123T031500Z-abc1234</h1>"))
        #expect(html.contains("git abc1234-dirty"))
        #expect(!html.contains("<script"))
        // Nothing to fetch: the only addresses are the SVG namespace.
        #expect(html.ranges(of: "http").count == html.ranges(of: #"xmlns="http://www.w3.org/2000/svg""#).count)
    }

    @Test("The verdict comes first: verification, then each implementation's worst frame and dropped frames")
    func verdictFirst() throws {
        let html = report.html
        let order = ["<h2>Verdict</h2>", "<h2>Frame work per frame</h2>", "<h2>Scaling</h2>", "<h2>Summary</h2>"]
        let positions = try order.map { try #require(html.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
        // The failed worker keeps the run from being called verified.
        #expect(html.contains("<strong>Not verified.</strong>"))
        #expect(html.contains("1 worker did not finish"))
        // The reference works 30–48 ms a frame on list<scroll> and 300 ms on scale at 1M, over both
        // budgets, and 0.3 ms at 1k; the optimized kernel's worst frame, scale at 1M, is 0.2 ms:
        // 1.2 % of 16.67 ms at 60 Hz and 2.4 % of 8.33 ms at 120 Hz.
        let rows = html.split(separator: "\n").filter { $0.hasPrefix("<tr><td>") }
        let reference = try #require(rows.first { $0.hasPrefix("<tr><td>reference</td>") })
        let optimized = try #require(rows.first { $0.hasPrefix("<tr><td>optimized</td>") })
        #expect(reference.contains("<td>82 of 84</td>"))
        #expect(optimized.contains("<td>0.200 ms (scale, N = 1M)</td><td>1.2 %</td>"))
        #expect(optimized.contains("<td>2.4 %</td><td>0 of 84</td><td>0 ms/s</td>"))
    }

    @Test("A run whose every checked frame agreed says so; a mismatch names its row")
    func verification() {
        let agreed = (0..<3).map {
            FrameRecord.fixture(implementation: "optimized", frame: $0, workMilliseconds: 0.01)
        }
        func verdict(_ records: [FrameRecord]) -> String {
            HTMLReport(
                runName: "run", environment: Self.environment, summaries: FrameSummary.summaries(of: records),
                records: records, failures: []
            ).html
        }
        #expect(verdict(agreed).contains("<strong>Every frame verified.</strong> 3 frames of optimized checked"))
        var wrong = agreed
        wrong[1].setMismatches = 2
        let html = verdict(wrong)
        #expect(html.contains("<strong>Not verified.</strong>"))
        #expect(html.contains("1 row disagrees with the reference: optimized on list-scroll at N = 100k"))
    }
}
