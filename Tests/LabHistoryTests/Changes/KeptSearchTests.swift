import Foundation
import LabHistory
import LabSupport
import PropertyBased
import RunRecords
import Testing

@Suite("Kept searches of change points")
struct KeptSearchTests {
    private static let key = SummaryKey(
        scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
    private static let metrics = ["p50_ms", "worst_frame_ms"]

    /// A run of `runner` at `commit`, the `index`-th recorded, its level `level` with noise.
    private static func run(_ index: Int, runner: String, commit: String, level: Double, isDirty: Bool = false)
        -> RecordedRun
    {
        let value = level * RecordedRun.noise(index)
        var run = RecordedRun.sample(
            name: "run-\(index)", runner: runner, commit: commit, isDirty: isDirty,
            date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 2, seed: value)
        run.rows[0].samples["p50_ms"] = [value * 0.125, value * 0.13]
        return run
    }

    /// A history at `location` of 30 runs of one runner on 30 commits, a step at the 15th, and
    /// the commits.
    private static func stepOfOneRunner(at location: HistoryLocation) throws -> (HistoryStore, [String]) {
        let store = try HistoryStore(location)
        let chain = RecordedRun.chain(30)
        for index in 0..<30 {
            try store.record(Self.run(index, runner: "runner-a", commit: chain[index], level: index >= 15 ? 1.4 : 1))
        }
        return (store, chain)
    }

    /// The change points of `store`'s rows along `chain`, kept or searched again.
    private static func changes(in store: HistoryStore, along chain: [String], searchingAgain: Bool = false) throws
        -> [DetectedChange]
    {
        try store.changes(
            keys: try store.keys(), metrics: metrics, kinds: [.run, .gate], runner: nil,
            along: BranchChain(commits: chain),
            detector: { _ in ChangeDetection.detector(seriesPerRun: 1, minimumSegment: 3) },
            searchingAgain: searchingAgain)
    }

    /// Each change as a line: everything it says, p-values bit for bit.
    private static func described(_ changes: [DetectedChange]) -> [String] {
        changes.map {
            "\($0.key) \($0.metric) \($0.runner) \($0.kind) \($0.commit) \($0.previousCommit) \($0.before) "
                + "\($0.after) \($0.pValue.bitPattern) \(String(describing: $0.runs)) "
                + "\(String(describing: $0.instructionCounts?.map(\.after)))"
        }
    }

    @Test(
        "A runner's kept search stands until it records a run, its branch moves or its kept values are damaged",
        arguments: HistoryBackend.available)
    func keptUntilSomethingChanges(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(45)
            // Two runners, a step at commit 20 of the first 40.
            for index in 0..<80 {
                try store.record(
                    Self.run(
                        index, runner: index % 2 == 0 ? "runner-a" : "runner-b", commit: chain[index / 2],
                        level: index / 2 >= 20 ? 1.4 : 1))
            }
            let branch = Array(chain.prefix(40))
            let searched = try Self.changes(in: store, along: branch)
            #expect(store.lastKeeping.runnersSearched == 2 && store.lastKeeping.runnersKept == 0)
            #expect(Set(searched.map(\.runner)) == ["runner-a", "runner-b"])

            // Another store (another process): nothing is searched, the same change points.
            let reader = try HistoryStore(location)
            #expect(Self.described(try Self.changes(in: reader, along: branch)) == Self.described(searched))
            #expect(reader.lastKeeping.runnersSearched == 0 && reader.lastKeeping.runnersKept == 2)

            // What is kept is what is shown: a kept p-value altered shows.
            let database = try location.open()
            try database.write { statements throws(FrameLabError) in
                try statements.execute("UPDATE kept_changes SET p_value = 0.125", [])
            }
            #expect(try Self.changes(in: try HistoryStore(location), along: branch).allSatisfy { $0.pValue == 0.125 })

            // A new run of runner-a: runner-a is searched again, resuming its series from where
            // their search held (the run follows its others), runner-b's kept search stands.
            try store.record(Self.run(80, runner: "runner-a", commit: chain[39], level: 1.4))
            let resumedStore = try HistoryStore(location)
            let afterRun = try Self.changes(in: resumedStore, along: branch)
            #expect(resumedStore.lastKeeping.runnersSearched == 1 && resumedStore.lastKeeping.runnersResumed == 1)
            let again = try Self.changes(in: try HistoryStore(location), along: branch, searchingAgain: true)
            #expect(
                Self.described(afterRun.filter { $0.runner == "runner-a" })
                    == Self.described(again.filter { $0.runner == "runner-a" }))
            #expect(afterRun.filter { $0.runner == "runner-b" }.allSatisfy { $0.pValue == 0.125 })
            #expect(Self.described(try Self.changes(in: store, along: branch)) == Self.described(again))

            // The branch moved back, then on past a commit runner-b measured off it: searched again.
            let reset = Array(chain.prefix(35))
            let resetStore = try HistoryStore(location)
            #expect(
                Self.described(try Self.changes(in: resetStore, along: reset))
                    == Self.described(try Self.changes(in: store, along: reset, searchingAgain: true)))
            #expect(resetStore.lastKeeping.runnersSearched == 2)
            try store.record(Self.run(81, runner: "runner-b", commit: chain[44], level: 1.4))
            _ = try Self.changes(in: store, along: branch)
            let merged = try HistoryStore(location)
            _ = try Self.changes(in: merged, along: chain)
            #expect(merged.lastKeeping.runnersSearched == 1, "runner-b's run at commit 44 joined the branch")

            // A branch that reaches the same commit through another history: searched again.
            var rewritten = chain
            rewritten[10] = String(repeating: "f", count: 40)
            let rewrittenStore = try HistoryStore(location)
            _ = try Self.changes(in: rewrittenStore, along: rewritten)
            #expect(rewrittenStore.lastKeeping.runnersSearched == 2)
            _ = try Self.changes(in: store, along: chain)

            // Damaged kept values are searched again, not read as numbers; damaged progress
            // resumes nothing.
            try database.write { statements throws(FrameLabError) in
                try statements.execute("UPDATE kept_changes SET before_values = ?", [.blob([1, 2, 3])])
                try statements.execute("UPDATE kept_splits SET progress = ?", [.blob([1, 2, 3])])
            }
            let repaired = try HistoryStore(location)
            #expect(
                Self.described(try Self.changes(in: repaired, along: chain))
                    == Self.described(try Self.changes(in: store, along: chain, searchingAgain: true)))
            #expect(repaired.lastKeeping.runnersSearched == 2)
            try database.write { statements throws(FrameLabError) in
                try statements.execute("UPDATE kept_splits SET progress = ?", [.blob(Array(repeating: 9, count: 64))])
            }
            try store.record(Self.run(82, runner: "runner-a", commit: chain[44], level: 1.4))
            #expect(
                Self.described(try Self.changes(in: repaired, along: chain))
                    == Self.described(try Self.changes(in: store, along: chain, searchingAgain: true)))

            // Pruning removes runs: nothing kept stands.
            try store.prune(try store.prunePlan(RetentionPolicy(), along: BranchChain(commits: chain)))
            let counted = try database.read { statements throws(FrameLabError) in
                try statements.rows(
                    """
                    SELECT (SELECT COUNT(*) FROM kept_searches) + (SELECT COUNT(*) FROM kept_changes)
                        + (SELECT COUNT(*) FROM kept_splits)
                    """, [])
            }
            #expect(counted == [["0"]])
        }
    }

    @Test("A runner keeps its four latest requests' searches, and each one's progress with it")
    func keepsTheLatestRequests() throws {
        try HistoryBackend.sqlite.withFreshLocation { location in
            let (store, chain) = try Self.stepOfOneRunner(at: location)
            // Six requests: three sets of metrics, of make bench runs alone or of both kinds.
            for kinds: [RecordedRun.Kind] in [[.run], [.run, .gate]] {
                for metrics in [["p50_ms"], ["worst_frame_ms"], Self.metrics] {
                    _ = try store.changes(
                        keys: try store.keys(), metrics: metrics, kinds: kinds, runner: nil,
                        along: BranchChain(commits: chain), detector: { _ in ChangeDetection.detector(seriesPerRun: 1) }
                    )
                }
            }
            let kept = try location.open().read { statements throws(FrameLabError) in
                (
                    searches: Set(try statements.rows("SELECT request FROM kept_searches", []).map { $0[0]! }),
                    splits: Set(try statements.rows("SELECT request FROM kept_splits", []).map { $0[0]! })
                )
            }
            #expect(kept.searches.count == 4)
            #expect(kept.splits == kept.searches)
        }
    }

    @Test("A search that cannot be kept still answers, and says why")
    func keepingFails() throws {
        try HistoryBackend.sqlite.withFreshLocation { location in
            let (store, chain) = try Self.stepOfOneRunner(at: location)
            try location.open().write { statements throws(FrameLabError) in
                try statements.execute(
                    "CREATE TRIGGER refuse BEFORE INSERT ON kept_searches BEGIN SELECT RAISE(ABORT, 'refused'); END", []
                )
            }
            let found = try Self.changes(in: store, along: chain)
            #expect(!found.isEmpty)
            #expect(store.lastKeeping.problem?.message.contains("refused") == true)
            #expect(Self.described(try Self.changes(in: store, along: chain)) == Self.described(found))
            #expect(store.lastKeeping.runnersSearched == 1)
        }
    }

    @Test(
        "Kept searches find what searching again finds, whatever runs are recorded and wherever the branch moves",
        arguments: HistoryBackend.available)
    func keptEqualsSearchedAgain(backend: HistoryBackend) async {
        await propertyCheck(count: backend == .sqlite ? 12 : 4, input: Gen.int(in: 0...1_000_000)) { seed in
            do {
                try backend.withFreshLocation { location in
                    var generator = Xoshiro(seed: (UInt64(seed), 7, 8, 9))
                    let commits = RecordedRun.chain(60)
                    let offBranch = RecordedRun.chain(80).suffix(10)
                    let step = Int.random(in: 10...50, using: &generator)
                    var tip = Int.random(in: 15...40, using: &generator)
                    var recorded = 0
                    for _ in 0..<6 {
                        let store = try HistoryStore(location)
                        for _ in 0..<Int.random(in: 1...40, using: &generator) {
                            let onBranch = Int.random(in: 0..<8, using: &generator) > 0
                            let position = Int.random(in: 0..<min(tip + 5, commits.count), using: &generator)
                            let commit = onBranch ? commits[position] : offBranch.randomElement(using: &generator)!
                            try store.record(
                                Self.run(
                                    recorded,
                                    runner: ["runner-a", "runner-b", "runner-c"].randomElement(using: &generator)!,
                                    commit: commit, level: onBranch && position >= step ? 1.5 : 1,
                                    isDirty: Int.random(in: 0..<10, using: &generator) == 0))
                            recorded += 1
                        }
                        tip = min(commits.count, max(10, tip + Int.random(in: -5...10, using: &generator)))
                        let branch = Array(commits.prefix(tip))
                        let kept = try Self.changes(in: try HistoryStore(location), along: branch)
                        let again = try Self.changes(in: store, along: branch, searchingAgain: true)
                        #expect(Self.described(kept) == Self.described(again), "seed \(seed)")
                    }
                }
            } catch {
                Issue.record(error, "seed \(seed)")
            }
        }
    }
}
