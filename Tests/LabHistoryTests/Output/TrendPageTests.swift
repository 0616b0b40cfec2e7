import Foundation
import LabHistory
import RunRecords
import TestSupport
import Testing

@Suite("The trend page")
struct TrendPageTests {
    /// The page of a history whose `switch-list-to-grid` speedup drops by a third at commit 20
    /// of 30 and whose `carousel-snap` speedup rises at commit 10, that rise acknowledged.
    static func page() throws -> String {
        try withTemporaryDirectory { folder in
            let store = try HistoryStore(.sqlite(path: folder.appending(path: "history.sqlite").path))
            let chain = RecordedRun.chain(30)
            for (index, commit) in chain.enumerated() {
                var run = RecordedRun.sample(
                    name: "run-\(index)", commit: commit,
                    date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
                    rows: 2)
                run.commit.parents = index > 0 ? [chain[index - 1]] : []
                run.rows[0].metrics["speedup_vs_reference"] = (index >= 20 ? 800 : 1200) * RecordedRun.noise(index)
                run.rows[1].metrics["speedup_vs_reference"] = (index >= 10 ? 900 : 600) * RecordedRun.noise(index)
                run.rows[0].samples = [:]
                run.rows[1].samples = [:]
                try store.record(run)
            }
            try store.acknowledge(
                Acknowledgement(
                    commitSHA: chain[10], metric: "speedup_vs_reference", scenario: nil,
                    note: "the carousel's new cache",
                    date: Date()))
            var selection = HistorySelection(metrics: ["speedup_vs_reference"], kind: .run)
            let branch = BranchChain(commits: chain)
            let views = try selection.views(in: store, along: branch)
            selection.metrics = ["speedup_vs_reference"]
            let changes = try selection.changes(in: store, along: branch).changes
            let page = TrendPage(chain: branch, changes: changes)
            return page.html(charts: page.charts(of: views))
        }
    }

    @Test("Change points are a table on top and a line at their commit, acknowledged ones grey with their note")
    func changePointsMarked() throws {
        let html = try Self.page()
        let table = try #require(html.range(of: "<h2>Change points (2)</h2>"))
        let firstChart = try #require(html.range(of: "<svg"))
        #expect(table.lowerBound < firstChart.lowerBound)
        // The newest change first: the drop at commit 20, then the acknowledged rise at 10.
        // Medians of runs with up to 2 % of noise: a third down, a half up.
        let drop = try #require(html.range(of: "<td>−33."))
        let rise = try #require(html.range(of: "<td>+50."))
        #expect(drop.lowerBound < rise.lowerBound)
        #expect(html.contains("<td>the carousel&#39;s new cache</td>"))
        #expect(html.components(separatedBy: "stroke=\"#c00\" stroke-width=\"2\" stroke-dasharray").count == 2)
        #expect(html.components(separatedBy: "stroke=\"#999\" stroke-width=\"2\" stroke-dasharray").count == 2)
    }

    @Test("One scenario a row of small multiples, each chart's latest change said under it")
    func smallMultiples() throws {
        let html = try Self.page()
        #expect(html.components(separatedBy: "<div class=\"charts\">").count == 3)
        #expect(html.contains("<h2>carousel-snap</h2>") && html.contains("<h2>switch-list-to-grid</h2>"))
        #expect(html.contains("<p class=\"change regressed\">latest change: −33."))
        #expect(html.contains("<p class=\"change\">latest change: +50."))
        #expect(html.contains("(acknowledged: the carousel&#39;s new cache)"))
    }

    @Test("A scenario's charts of one metric share their vertical axis, up to the largest value of any")
    func sharedAxis() {
        let chain = BranchChain(commits: RecordedRun.chain(2))
        func view(items: Int, values: [Double]) -> SeriesView {
            let points = values.enumerated().map { index, value in
                HistorySeries.Point(
                    run: "run-\(index)", kind: .run, date: Date(timeIntervalSince1970: Double(index)),
                    commit: RecordedCommit(
                        sha: chain.commits[index], parents: [], time: nil, subject: nil, isDirty: false, isKnown: true),
                    folder: nil, value: value)
            }
            let key = SummaryKey(scenario: "scale", implementation: "optimized", items: items, refreshRate: 60)
            return SeriesView(
                HistorySeries(key: key, metric: "speedup_vs_reference", runner: "runner-a", points: points),
                chain: chain)
        }
        let charts = TrendPage(chain: chain).charts(of: [
            view(items: 1_000, values: [1, 2]), view(items: 100_000, values: [30, 40]),
        ])
        // Ticks 10 apart up to 40 on both charts; the first alone would end at 2.
        #expect(charts.components(separatedBy: "<svg").count == 3)
        #expect(charts.components(separatedBy: ">40</text>").count == 3, "\(charts)")
        #expect(!charts.contains(">2</text>"))
    }
}
