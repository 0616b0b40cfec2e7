import Foundation
import LabHistory
import LabSupport
import RunRecords
import TestSupport
import Testing

@Suite("What a history command selects")
struct HistorySelectionTests {
    /// Calls `body` with an SQLite history holding two sample runs.
    func withHistory(_ body: (HistoryLocation, HistoryStore) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let store = try HistoryStore(location)
            _ = try store.record(.sample(name: "a", rows: 5))
            _ = try store.record(.sample(name: "b", rows: 5, seed: 2))
            try body(location, store)
        }
    }

    @Test("An unknown scenario, implementation or metric is named with the history's own")
    func unknownNames() throws {
        try withHistory { _, store in
            let cases: [(HistorySelection, String)] = [
                (
                    HistorySelection(scenarios: ["flling-list"]),
                    "unknown scenario \"flling-list\": the history has carousel-snap, fling-list, scale, switch-list-to-grid"
                ),
                (
                    HistorySelection(implementations: ["optimised"]),
                    "unknown implementation \"optimised\": the history has optimized, reference"
                ),
                (
                    HistorySelection(metrics: ["p5O_ms"]),
                    "unknown metric \"p5O_ms\": the history has over_budget, p50_ms, speedup_vs_reference, worst_frame_ms"
                ),
            ]
            for (selection, message) in cases {
                #expect(throws: FrameLabError(message)) {
                    try selection.rowsAndMetrics(in: store, defaultMetrics: [])
                }
            }
        }
    }

    @Test("Rows are filtered by every field given; the default metrics are those the history has")
    func filters() throws {
        try withHistory { _, store in
            let all = try HistorySelection().rowsAndMetrics(
                in: store, defaultMetrics: ["worst_frame_ms", "instructions"])
            #expect(all.keys.map(\.scenario) == ["carousel-snap", "fling-list", "scale", "switch-list-to-grid"])
            #expect(all.metrics == ["worst_frame_ms"])
            let some = try HistorySelection(
                scenarios: ["scale", "switch-list-to-grid"], implementations: ["optimized", "reference"],
                metrics: ["p50_ms"], items: 100_000, refreshRate: 60
            ).rowsAndMetrics(in: store, defaultMetrics: [])
            #expect(
                some.keys.map { "\($0.scenario) \($0.implementation)" } == [
                    "scale optimized", "switch-list-to-grid optimized", "switch-list-to-grid reference",
                ])
            #expect(some.metrics == ["p50_ms"])
            #expect(try HistorySelection(items: 10).rowsAndMetrics(in: store, defaultMetrics: []).keys.isEmpty)
            #expect(try HistorySelection(refreshRate: 120).rowsAndMetrics(in: store, defaultMetrics: []).keys.isEmpty)
        }
    }

    @Test("A page's change points are kept: drawn again, it reads its series alone; after a run, as searched again")
    func pageKeepsChanges() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let store = try HistoryStore(location)
            let commits = RecordedRun.chain(41)
            // Two runners, the speedup a third lower from commit 20 on.
            for index in 0..<80 {
                try store.record(
                    .sample(
                        name: "run-\(index)", runner: index % 2 == 0 ? "runner-a" : "runner-b",
                        commit: commits[index / 2], date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
                        rows: 2, seed: (index / 2 >= 20 ? 0.66 : 1) * RecordedRun.noise(index)))
            }
            let branch = BranchChain(commits: commits)
            var selection = HistorySelection(metrics: [HistorySelection.pageMetric])
            func page(_ store: HistoryStore) throws -> [String] {
                var drawn: [String] = []
                try selection.forEachScenario(in: store, along: branch) { changes, views throws(FrameLabError) in
                    drawn += changes.map { "\($0.key) \($0.runner) \($0.commit.sha) \($0.pValue.bitPattern)" }
                    drawn += views.map { "\($0.key) \($0.runner) \($0.onBranch.map(\.median))" }
                }
                return drawn
            }
            let searched = try page(store)
            #expect(searched.contains { $0.contains(commits[20]) }, "\(searched)")
            #expect(store.lastKeeping.runnersSearched == 2)
            // Another process draws it again from the kept search.
            let reader = try HistoryStore(location)
            #expect(try page(reader) == searched)
            #expect(reader.lastKeeping.runnersSearched == 0 && reader.lastKeeping.runnersKept == 2)
            // One more run: the runner is searched on, as a search from the start finds.
            try reader.record(
                .sample(
                    name: "run-80", runner: "runner-a", commit: commits[40],
                    date: Date(timeIntervalSince1970: 1_800_000_080), rows: 2, seed: 0.66))
            let after = try page(reader)
            #expect(reader.lastKeeping.runnersSearched == 1 && reader.lastKeeping.runnersKept == 1)
            selection.searchesAgain = true
            #expect(try page(try HistoryStore(location)) == after)
        }
    }

    @Test("The views are the selected series, each runner's apart")
    func views() throws {
        try withHistory { _, store in
            _ = try store.record(.sample(name: "c", runner: "other-runner", rows: 1))
            let views = try HistorySelection(scenarios: ["switch-list-to-grid"]).views(in: store, along: [])
            #expect(views.count == 2)
            #expect(
                try HistorySelection(scenarios: ["switch-list-to-grid"], runner: "other-runner").views(
                    in: store, along: []
                )
                .count == 1)
        }
    }
}
