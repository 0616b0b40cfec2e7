import Foundation
import LabHistory
import LabSupport
import RunRecords
import TestSupport
import Testing

@Suite("Pruning a history keeps its evidence")
struct HistoryPruneTests {
    static let day = 86_400.0
    static let start = 1_800_000_000.0
    static let key = SummaryKey(
        scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)

    /// Gate run `index` of `commit`, a day after run `index − 1`: its p50 1.5× slower from commit
    /// 20 on, its speedup level, each with three repetitions.
    static func run(_ index: Int, commit: String, name: String? = nil, isDirty: Bool = false, late: Double = 0)
        -> RecordedRun
    {
        var run = RecordedRun.gateSample(index, commit: commit)
        run.name = name ?? run.name
        run.date = Date(timeIntervalSince1970: start + Double(index) * day + late)
        run.commit.isDirty = isDirty
        let p50 = 0.5 * RecordedRun.noise(index) * (index >= 20 ? 1.5 : 1)
        let speedup = 1000 * RecordedRun.noise(index + 3)
        run.rows[0].metrics = ["p50_ms": p50, "speedup_vs_reference": speedup]
        run.rows[0].samples = [
            "p50_ms": [p50 * 1.1, p50, p50 * 1.3], "speedup_vs_reference": [speedup * 0.99, speedup, speedup * 1.01],
        ]
        return run
    }

    @Test(
        "Recent runs, change neighbourhoods and learning windows stay whole; old commits keep a summary",
        arguments: HistoryBackend.available)
    func keepsTheEvidence(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(60)
            for (index, sha) in chain.enumerated() { try store.record(Self.run(index, commit: sha)) }
            // An older repeat of commit 5 (its later run is the commit's summary) and a dirty run.
            try store.record(Self.run(5, commit: chain[5], name: "gate-5-again", late: 100))
            try store.record(Self.run(6, commit: chain[6], name: "gate-6-dirty", isDirty: true, late: 100))
            var before: [String: RecordedRun] = [:]
            try store.forEachRun { before[$0.name] = $0 }
            let changesBefore = try HistorySelection().changes(in: store, along: BranchChain(commits: chain)).changes
            #expect(changesBefore.map(\.commit.sha) == [chain[20]])
            let window = try learningWindow(store, chain)

            let policy = RetentionPolicy(recentDays: 5, changeNeighbourhood: 3)
            let now = Date(timeIntervalSince1970: Self.start + 59 * Self.day + 1)
            let plan = try store.prunePlan(policy, along: BranchChain(commits: chain), now: now)
            let namesByID = Dictionary(
                uniqueKeysWithValues: try store.database.read { statements throws(FrameLabError) in
                    try statements.rows("SELECT id, name FROM runs", [])
                }.map { (Int($0[0]!)!, $0[1]!) })
            func names(_ ids: some Sequence<Int>) -> Set<String> { Set(ids.map { namesByID[$0]! }) }
            func gate(_ indices: some Sequence<Int>) -> Set<String> { Set(indices.map { "gate-\($0)" }) }
            #expect(names(plan.keptWhole.filter { $0.value == .recent }.keys) == gate(55...59))
            #expect(names(plan.keptWhole.filter { $0.value == .aroundChange }.keys) == gate(17...22))
            #expect(names(plan.keptWhole.filter { $0.value == .learningWindow }.keys) == gate(30...54))
            #expect(
                names(plan.summarized)
                    == gate(Array(0...16).filter { $0 != 5 } + Array(23...29)).union(["gate-5-again"]))
            #expect(names(plan.removed.filter { $0.value == .repeated }.keys) == ["gate-5"])
            #expect(names(plan.removed.filter { $0.value == .dirty }.keys) == ["gate-6-dirty"])
            #expect(
                plan.description(applied: false)
                    == "prune would keep 36 of 62 runs whole (5 of the last 5 days, 6 around 1 change point, "
                    + "25 in learning windows), keep 24 as their commit's summary (each metric's value and fastest "
                    + "repetition), and remove 2 (1 older repeats of a commit's run, 1 of a dirty tree)")
            // Working the plan out changed nothing.
            #expect(try store.runCount() == 62)

            try store.prune(plan)
            if backend == .postgreSQL {
                // The summary blocks were rewritten in key order, a series's blocks together.
                let clustered = try store.database.read { statements throws(FrameLabError) in
                    try statements.rows(
                        "SELECT indisclustered FROM pg_index WHERE indrelid = 'summary_blocks'::regclass AND indisprimary",
                        [])
                }
                #expect(clustered == [["t"]])
            }
            var after: [String: RecordedRun] = [:]
            try store.forEachRun { after[$0.name] = $0 }
            #expect(Set(after.keys) == Set(before.keys).subtracting(["gate-5", "gate-6-dirty"]))
            let summaries = names(plan.summarized)
            for (name, run) in after {
                guard summaries.contains(name) else {
                    #expect(run == before[name], "\(name) is kept whole")
                    continue
                }
                // A summary keeps each value and its fastest repetition alone.
                let original = before[name]!
                #expect(run.rows.map(\.metrics) == original.rows.map(\.metrics))
                #expect(run.rows[0].samples.mapValues { $0 } == original.rows[0].samples.mapValues { [$0.min()!] })
                #expect(run.checks == original.checks)
            }
            // What the history's answers read is what they read before.
            #expect(
                try HistorySelection().changes(in: store, along: BranchChain(commits: chain)).changes.map(\.commit.sha)
                    == [chain[20]])
            let windowAfter = try learningWindow(store, chain)
            #expect(windowAfter?.runs == window?.runs && windowAfter?.samples == window?.samples)
            // Pruning again under the same policy removes nothing more.
            let again = try store.prunePlan(policy, along: BranchChain(commits: chain), now: now)
            #expect(again.removed.isEmpty && again.summarized == plan.summarized)
        }
    }

    @Test(
        "A recent run of a dirty tree does not stand for its commit's clean runs", arguments: HistoryBackend.available)
    func dirtyRecentRun(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            // Forty commits: commit 3 is older than the learning window's newest 30 runs.
            let chain = RecordedRun.chain(40)
            for (index, sha) in chain.enumerated() { try store.record(Self.run(index, commit: sha)) }
            // Commit 3 measured again, much later, with local changes.
            try store.record(Self.run(3, commit: chain[3], name: "gate-3-dirty", isDirty: true, late: 40 * Self.day))
            let now = Date(timeIntervalSince1970: Self.start + 45 * Self.day)
            let plan = try store.prunePlan(
                RetentionPolicy(recentDays: 5, changeNeighbourhood: 1), along: BranchChain(commits: chain), now: now)
            let ids = Dictionary(
                uniqueKeysWithValues: try store.database.read { statements throws(FrameLabError) in
                    try statements.rows("SELECT name, id FROM runs", [])
                }.map { ($0[0]!, Int($0[1]!)!) })
            #expect(plan.keptWhole[ids["gate-3-dirty"]!] == .recent)
            #expect(plan.summarized.contains(ids["gate-3"]!))
            #expect(plan.removed.isEmpty)
        }
    }

    /// The gate's learning window of the row's speedup, for the runs' toolchain.
    func learningWindow(_ store: HistoryStore, _ chain: [String]) throws -> LearningWindow? {
        let toolchain = Toolchain(
            swiftVersion: "Swift version 6.3.1", valgrindVersion: "valgrind-3.19.0",
            buildFlags: "swift build -c release")
        return try store.learningWindow(
            Self.key, metric: "speedup_vs_reference", higherIsBetter: true, runner: "test-runner",
            toolchain: toolchain, along: BranchChain(commits: chain),
            detector: ChangeDetection.detector(seriesPerRun: 1))
    }
}
