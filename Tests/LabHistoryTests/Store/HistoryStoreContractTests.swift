import Foundation
import LabHistory
import LabSupport
import RunRecords
import Synchronization
import Testing

/// What every history backend must do alike: SQLite and PostgreSQL pass the same tests.
@Suite("The history store, on every backend")
struct HistoryStoreContractTests {
    @Test("A recorded run reads back whole: every row, metric, sample and check", arguments: HistoryBackend.available)
    func recordsAndReadsBack(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let run = RecordedRun.sample(name: "20261125T120000Z-0123456", rows: 6)
            #expect(try HistoryStore(location).record(run))
            var read: [RecordedRun] = []
            try HistoryStore(location).forEachRun { read.append($0) }
            #expect(read == [run])
        }
    }

    @Test("Recording a run twice keeps one", arguments: HistoryBackend.available)
    func recordingTwiceKeepsOne(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let run = RecordedRun.sample(name: "20261125T120000Z-0123456")
            #expect(try store.record(run))
            var changed = run
            changed.rows[0].metrics["p50_ms"] = 99
            #expect(try store.record(changed) == false)
            #expect(try store.runCount() == 1)
            // The same name on another runner is another run.
            changed.runner.name = "other-runner"
            #expect(try store.record(changed))
            #expect(try store.runCount() == 2)
        }
    }

    @Test("A run that fails to record leaves nothing, and the store goes on", arguments: HistoryBackend.available)
    func failedRecordingLeavesNothing(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            var broken = RecordedRun.sample(name: "broken")
            broken.rows.append(broken.rows[0])  // the same row twice: a unique key fails midway
            #expect(throws: FrameLabError.self) { try store.record(broken) }
            #expect(try store.runCount() == 0)
            #expect(try store.keys().isEmpty)
            #expect(try store.record(.sample(name: "after")))
            #expect(try store.runCount() == 1)
        }
    }

    @Test(
        "Series keep runners and kinds of run apart, in run order, one value per run",
        arguments: HistoryBackend.available)
    func seriesFollowRunsAndRunners(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            for (index, runner) in ["b-runner", "a-runner", "b-runner"].enumerated() {
                try store.record(
                    .sample(
                        name: "run-\(index)", runner: runner, commit: String(repeating: "\(index)", count: 40),
                        date: start.addingTimeInterval(Double(index) * 3600), seed: Double(index + 1)))
            }
            let key = SummaryKey(
                scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
            let series = try store.series(key, metric: "worst_frame_ms")
            #expect(series.map(\.runner) == ["a-runner", "b-runner"])
            #expect(series[1].points.map(\.value) == [1.5, 4.5])
            #expect(
                series[1].points.map(\.commit.sha) == [
                    String(repeating: "0", count: 40), String(repeating: "2", count: 40),
                ])
            #expect(try store.series(key, metric: "worst_frame_ms", runner: "a-runner").map(\.points.count) == [1])
            // A gate run is a series of its own: its frames run warm.
            var gate = RecordedRun.sample(name: "gate-run", runner: "a-runner", seed: 10)
            gate.kind = .gate
            try store.record(gate)
            #expect(try store.series(key, metric: "worst_frame_ms").map(\.points.count) == [1, 2])
            let gateSeries = try store.series(key, metric: "worst_frame_ms", kind: .gate)
            #expect(gateSeries.map { $0.points.map(\.value) } == [[15]])
            #expect(try store.metricNames() == ["over_budget", "p50_ms", "speedup_vs_reference", "worst_frame_ms"])
            #expect(try store.keys().count == 4)
        }
    }

    @Test(
        "A series's points carry their run as recorded, what it lacks (commit time, subject, folder, versions) too",
        arguments: HistoryBackend.available)
    func pointsCarryTheirRun(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let known = RecordedRun.sample(name: "known", date: Date(timeIntervalSince1970: 1_800_000_000))
            var unknown = RecordedRun.sample(
                name: "unknown", commit: String(repeating: "e", count: 40), isDirty: true,
                date: Date(timeIntervalSince1970: 1_800_003_600))
            (unknown.commit.time, unknown.commit.subject, unknown.commit.isKnown) = (nil, nil, false)
            (unknown.folder, unknown.runner.swiftVersion, unknown.runner.valgrindVersion) = (nil, nil, nil)
            // Versions again after a run without them, the build flags the same throughout.
            let again = RecordedRun.sample(name: "again", date: Date(timeIntervalSince1970: 1_800_007_200))
            for run in [known, unknown, again] { try store.record(run) }
            let key = SummaryKey(
                scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
            let points = try #require(try store.series(key, metric: "p50_ms").first).points
            #expect(points.map(\.run) == ["known", "unknown", "again"])
            #expect(points.map(\.date) == [known.date, unknown.date, again.date])
            #expect(points.map(\.commit) == [known.commit, unknown.commit, again.commit])
            #expect(points.map(\.folder) == [known.folder, nil, again.folder])
            #expect(
                points.map(\.toolchain)
                    == [known, unknown, again].map {
                        Toolchain(
                            swiftVersion: $0.runner.swiftVersion, valgrindVersion: $0.runner.valgrindVersion,
                            buildFlags: $0.runner.buildFlags)
                    })
            #expect(points.map(\.kind) == [.run, .run, .run])
        }
    }

    @Test(
        "A runner's series read again sees the runs another job recorded since, its runner's alone",
        arguments: HistoryBackend.available)
    func runnerSeriesSeeNewRuns(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let (reader, writer) = (try HistoryStore(location), try HistoryStore(location))
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            func record(_ index: Int, _ runner: String) throws {
                try writer.record(
                    .sample(
                        name: "run-\(index)", runner: runner, commit: String(repeating: "\(index)", count: 40),
                        date: start.addingTimeInterval(Double(index) * 3600), seed: Double(index + 1)))
            }
            func runs(_ key: SummaryKey, _ runner: String) throws -> [[String]] {
                try reader.series(key, metric: "worst_frame_ms", runner: runner).map { $0.points.map(\.run) }
            }
            try record(0, "a-runner")
            try record(1, "b-runner")
            let keys = try reader.keys()
            #expect(try runs(keys[0], "a-runner") == [["run-0"]])
            // Recorded after the reader read its index of a-runner's runs, b-runner's first; read
            // in another row (a row read stays as read for the command's other metrics).
            try record(2, "b-runner")
            try record(3, "a-runner")
            #expect(try runs(keys[1], "a-runner") == [["run-0", "run-3"]])
            #expect(try runs(keys[1], "b-runner") == [["run-1", "run-2"]])
            #expect(try runs(keys[1], "c-runner").isEmpty)
        }
    }

    @Test(
        "A series read while another job records holds the runs up to the newest its index saw, oldest first",
        arguments: HistoryBackend.available)
    @available(macOS 15, *)  // Mutex; the package's platforms are the kernels'
    func seriesReadWhileRecording(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let names = (0..<60).map { "run-\($0)" }
            try HistoryStore(location).record(.sample(name: names[0], date: start))
            let key = try HistoryStore(location).keys()[0]
            let failures = Mutex<[String]>([])
            let recording = Atomic(true)
            // The run index is read in parts, one a core, each up to the newest id read before
            // them: a run recorded in between was read past the index's end (a crash).
            DispatchQueue.concurrentPerform(iterations: 2) { job in
                do {
                    if job == 0 {
                        defer { recording.store(false, ordering: .releasing) }
                        let writer = try HistoryStore(location)
                        for (index, name) in names.enumerated().dropFirst() {
                            try writer.record(.sample(name: name, date: start.addingTimeInterval(Double(index) * 60)))
                        }
                    } else {
                        while recording.load(ordering: .acquiring) {
                            let runs = try HistoryStore(location).series(key, metric: "p50_ms").first?.points.map(\.run)
                            if let runs, runs != Array(names.prefix(runs.count)) {
                                failures.withLock { $0.append("read \(runs)") }
                            }
                        }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(try HistoryStore(location).series(key, metric: "p50_ms").first?.points.map(\.run) == names)
        }
    }

    @Test(
        "Two jobs of one commit recording at once lose nothing and record nothing twice",
        arguments: HistoryBackend.available)
    @available(macOS 15, *)  // Mutex; the package's platforms are the kernels'
    func concurrentWritersLoseNothing(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            _ = try HistoryStore(location)  // migrated once, so that the writers race on runs only
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                do {
                    let store = try HistoryStore(location)
                    for index in 0..<15 {
                        try store.record(.sample(name: "run-\(index)", runner: "runner-\(writer)", rows: 8))
                        // The same run from both (a job recorded twice): one is kept.
                        try store.record(.sample(name: "run-\(index)", runner: "shared", rows: 8))
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(try HistoryStore(location).runCount() == 45)
            let sample = RecordedRun.sample(name: "run-0")
            #expect(try HistoryStore(location).commitParents() == [sample.commit.sha: sample.commit.parents])
        }
    }

    @Test("A history of a newer schema is refused, naming it", arguments: HistoryBackend.available)
    func newerSchemaIsRefused(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            try store.database.write { statements throws(FrameLabError) in
                try statements.execute(
                    "INSERT INTO \(backend.migrationsTable) (identifier) VALUES ('99-from-the-future')", [])
            }
            let error = #expect(throws: FrameLabError.self) { try HistoryStore(location) }
            #expect(error?.message.contains("newer than this framelab's (migrations 99-from-the-future)") == true)
        }
    }

    @Test(
        "A history of migration 2 reads back whole after every later one, its fastest repetitions from its samples",
        arguments: HistoryBackend.available)
    func fastestRepetitionsAreMigrated(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let run = RecordedRun.sample(name: "20261125T120000Z-0123456", rows: 2)
            // Recorded by a lab of migration 2, without the fastest repetitions.
            try location.open(migratedThrough: "2-acknowledgements").write { statements throws(FrameLabError) in
                try run.recordUnpacked(in: statements, withFastest: false)
            }
            let store = try HistoryStore(location)
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read == [run])
            #expect(
                try store.series(
                    SummaryKey(
                        scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60),
                    metric: "p50_ms", value: .fastestRepetition
                ).first?.points.map(\.value) == [0.1])
        }
    }

    @Test(
        "Change detection reads each run's fastest repetition: ratios as the peer's fastest over this row's",
        arguments: HistoryBackend.available)
    func fastestRepetitionValues(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            func row(_ implementation: String, _ metrics: [String: Double], _ samples: [String: [Double]])
                -> RecordedRow
            {
                RecordedRow(
                    scenario: "full-interpolation", implementation: implementation, items: 100_000, refreshRate: 60,
                    status: "verified", metrics: metrics, samples: samples)
            }
            var withSamples = RecordedRun.gateSample(0, commit: RecordedRun.chain(2)[0])
            withSamples.rows = [
                row(
                    "optimized",
                    [
                        "p50_ms": 2, "steady_p99_ms": 5, "worst_frame_ms": 9, "speedup_vs_reference": 25,
                        "percent_of_memcpy": 25,
                    ],
                    ["p50_ms": [2, 1.25, 3], "steady_p99_ms": [5, 4, 6], "worst_frame_ms": [9, 1, 9]]),
                row("reference", ["p50_ms": 50], ["p50_ms": [50, 40, 60]]),
                row("memcpy", ["p50_ms": 0.5], ["p50_ms": [0.5, 0.5, 0.25]]),
            ]
            var withoutSamples = RecordedRun.gateSample(1, commit: RecordedRun.chain(2)[1])
            withoutSamples.rows = withSamples.rows.map {
                var row = $0
                row.samples = [:]
                return row
            }
            try store.record(withSamples)
            try store.record(withoutSamples)
            let key = SummaryKey(
                scenario: "full-interpolation", implementation: "optimized", items: 100_000, refreshRate: 60)
            func values(_ metric: String, _ value: RunValue) throws -> [Double] {
                try store.series(key, metric: metric, kind: .gate, value: value).first?.points.map(\.value) ?? []
            }
            // Change detection of p50_ms decodes the row for it alone: a later series of another
            // metric of the row reads the row again.
            _ = try store.changes(
                keys: [key], metrics: ["p50_ms"], kinds: [.gate], runner: nil,
                along: BranchChain(commits: RecordedRun.chain(2))
            ) { ChangeDetection.detector(for: $0, seriesPerRun: 1) }
            #expect(try values("p50_ms", .fastestRepetition) == [1.25, 2])
            #expect(try values("steady_p99_ms", .fastestRepetition) == [4, 5])
            #expect(try values("speedup_vs_reference", .fastestRepetition) == [32, 25])
            #expect(try values("percent_of_memcpy", .fastestRepetition) == [20, 25])
            // One frame's time is already its median over the repetitions: recorded as it is.
            #expect(try values("worst_frame_ms", .fastestRepetition) == [9, 9])
            #expect(try values("p50_ms", .recorded) == [2, 2])
        }
    }

    @Test(
        "Change points carry the instruction counts that moved and the acknowledgement that covers them",
        arguments: HistoryBackend.available)
    func changesWithCountsAndAcknowledgements(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(24)
            for (index, sha) in chain.enumerated() {
                var run = RecordedRun.gateSample(index, commit: sha)
                let p50 = RecordedRun.noise(index) * (index >= 12 ? 1.5 : 1)
                run.rows[0].metrics = ["p50_ms": p50]
                run.rows[0].samples = ["p50_ms": [p50 * 1.1, p50, p50 * 1.3]]
                run.rows.append(
                    RecordedRow(
                        scenario: "hit-test", implementation: "optimized", items: 10_000, refreshRate: 0,
                        status: "callgrind", metrics: ["instructions": index >= 12 ? 150_000 : 128_548]))
                try store.record(run)
            }
            let key = SummaryKey(
                scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
            func changes() throws -> [DetectedChange] {
                try store.changes(
                    keys: [key], metrics: ["p50_ms"], kinds: [.run, .gate], runner: nil,
                    along: BranchChain(commits: chain)
                ) {
                    ChangeDetection.detector(for: $0, seriesPerRun: 1)
                }
            }
            let found = try changes()
            try #require(found.count == 1)
            #expect(found[0].commit.sha == chain[12] && found[0].kind == .gate)
            #expect(found[0].countsMoved == true)
            #expect(found[0].instructionCounts?.map(\.workload) == ["hit-test N = 10000"])
            #expect(found[0].acknowledgement == nil)
            let date = Date(timeIntervalSince1970: 1_900_000_000)
            try store.acknowledge(
                Acknowledgement(commitSHA: chain[12], metric: "p50_ms", scenario: nil, note: "first", date: date))
            try store.acknowledge(
                Acknowledgement(commitSHA: chain[12], metric: "p50_ms", scenario: nil, note: "intended", date: date))
            try store.acknowledge(
                Acknowledgement(
                    commitSHA: chain[12], metric: "p50_ms", scenario: "other", note: "elsewhere", date: date))
            #expect(try store.acknowledgements().map(\.note).sorted() == ["elsewhere", "intended"])
            #expect(try changes()[0].acknowledgement?.note == "intended")
        }
    }

    @Test(
        "Searching every series at once finds what searching each on its own finds: runs on and off the branch, dirty, of two runners",
        arguments: HistoryBackend.available)
    func bulkChangesMatchEachSeries(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(40)
            let offChain = RecordedRun.chain(60).suffix(20)
            for index in 0..<120 {
                let onChain = index % 5 != 4
                let commit = onChain ? chain[index / 3] : offChain[offChain.startIndex + index % 20]
                // A step at commit 20 of the chain, and noise.
                let level = (onChain && index / 3 >= 20 ? 1.4 : 1) * RecordedRun.noise(index)
                var run = RecordedRun.sample(
                    name: "run-\(index)", runner: index % 2 == 0 ? "runner-a" : "runner-b", commit: commit,
                    isDirty: index % 7 == 6, date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 2,
                    seed: level)
                run.rows[0].samples["p50_ms"] = [level * 0.125, level * 0.13]
                try store.record(run)
            }
            let keys = try store.keys()
            let metrics = ["p50_ms", "worst_frame_ms"]
            let detector = { (_: String) in ChangeDetection.detector(seriesPerRun: 1, minimumSegment: 3) }
            func described(_ changes: [DetectedChange]) -> [String] {
                changes.map { "\($0.key.scenario) \($0.metric) \($0.runner) \($0.commit.sha) \($0.before) \($0.after)" }
            }
            for runner in [nil, "runner-b"] {
                let bulk = try store.changes(
                    keys: keys, metrics: metrics, kinds: [.run], runner: runner, along: BranchChain(commits: chain),
                    detector: detector)
                var each: [DetectedChange] = []
                for key in keys {
                    for metric in metrics {
                        for series in try store.series(key, metric: metric, runner: runner, value: .fastestRepetition) {
                            each += series.changes(along: BranchChain(commits: chain), detector: detector(metric))
                        }
                    }
                }
                #expect(!bulk.isEmpty)
                #expect(described(bulk) == described(each))
                // A store given a database, not a location, has no connections to add: it reads alone.
                let alone = try HistoryStore(location.open()).changes(
                    keys: keys, metrics: metrics, kinds: [.run], runner: runner, along: BranchChain(commits: chain),
                    detector: detector)
                #expect(described(alone) == described(bulk))
            }
        }
    }

    @Test(
        "A learning window holds the gate runs since the last change point, of the current toolchain",
        arguments: HistoryBackend.available)
    func learningWindow(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(16)
            for (index, sha) in chain.enumerated() {
                var run = RecordedRun.gateSample(index, commit: sha)
                // An improvement at commit 9: the window starts over there.
                let level = 1000 * RecordedRun.noise(index) * (index >= 9 ? 1.5 : 1)
                run.rows[0].metrics = ["speedup_vs_reference": level]
                run.rows[0].samples = ["speedup_vs_reference": [level * 0.99, level, level * 1.01]]
                try store.record(run)
            }
            let key = SummaryKey(
                scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
            let toolchain = Toolchain(
                swiftVersion: "Swift version 6.3.1", valgrindVersion: "valgrind-3.19.0",
                buildFlags: "swift build -c release")
            func window(
                _ toolchain: Toolchain, along chain: [String], higherIsBetter: Bool = true
            ) throws -> LearningWindow? {
                try store.learningWindow(
                    key, metric: "speedup_vs_reference", higherIsBetter: higherIsBetter, runner: "test-runner",
                    toolchain: toolchain, along: BranchChain(commits: chain),
                    detector: ChangeDetection.detector(seriesPerRun: 1))
            }
            let learned = try #require(try window(toolchain, along: chain))
            #expect(learned.since.sha == chain[9])
            #expect(learned.runValues.count == 7 && learned.samples.count == 21)
            // Other build flags: no run of this toolchain, no window.
            var other = toolchain
            other.buildFlags += " -Xswiftc -Ounchecked"
            #expect(try window(other, along: chain) == nil)
            // Four runs after it are too few to call it a change yet: the window is every run.
            let early = try #require(try window(toolchain, along: Array(chain.prefix(13))))
            #expect(early.since.sha == chain[0] && early.runValues.count == 13)
            // Four runs in all are too few for a window.
            #expect(try window(toolchain, along: Array(chain.prefix(4))) == nil)
            // Were lower better, the same step would be a regression: the window stays before it,
            // so the gate keeps failing, until someone acknowledges it.
            let regressed = try #require(try window(toolchain, along: chain, higherIsBetter: false))
            #expect(regressed.since.sha == chain[0] && regressed.runValues.count == 9)
            try store.acknowledge(
                Acknowledgement(
                    commitSHA: chain[9], metric: "speedup_vs_reference", scenario: "switch-list-to-grid",
                    note: "intended", date: Date()))
            #expect(try window(toolchain, along: chain, higherIsBetter: false)?.since.sha == chain[9])
        }
    }

    @Test(
        "The windows a gate run reads at once are each row's window, for the newest gate run's rows and toolchain",
        arguments: HistoryBackend.available)
    func nextLearningWindows(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let chain = RecordedRun.chain(20)
            for (index, sha) in chain.enumerated() {
                var run = RecordedRun.sample(
                    name: "gate-\(index)", commit: sha,
                    date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
                    rows: 6)
                run.kind = .gate
                // The first three runs built otherwise: the newest run's toolchain is the rest's.
                if index < 3 { run.runner.buildFlags += " -Xswiftc -enforce-exclusivity=unchecked" }
                for row in run.rows.indices {
                    // An improvement of the first row at commit 10.
                    let step = row == 0 && index >= 10 ? 1.5 : 1
                    let level = (1000 + 100 * Double(row)) * RecordedRun.noise(index + row) * step
                    // The reference's rows (4 and 5) take 1,000 ms: change points are found in the
                    // fastest repetitions' ratio.
                    let p50 = run.rows[row].implementation == "reference" ? 1000 : 1000 / level
                    run.rows[row].metrics["p50_ms"] = p50
                    run.rows[row].samples["p50_ms"] = [p50 * 0.99, p50, p50 * 1.01]
                    run.rows[row].metrics["speedup_vs_reference"] = level
                    // The third row records no repetitions: the gate checks it against the snapshot.
                    if row != 2 { run.rows[row].samples["speedup_vs_reference"] = [level * 0.99, level, level * 1.01] }
                }
                try store.record(run)
            }
            let branch = BranchChain(commits: chain)
            let next = try #require(try store.nextLearningWindows(runner: "test-runner", along: branch))
            #expect(next.newest.run == "gate-19")
            // Optimized rows 0, 1 and 3 (rows 4 and 5 are the reference's); row 2 has no repetitions.
            let sample = RecordedRun.sample(name: "any", rows: 6).rows.map(\.summaryKey)
            #expect(next.keys == [sample[0], sample[1], sample[3]])
            #expect(
                next.windows.keys.sorted { $0.scenario < $1.scenario } == next.keys.sorted { $0.scenario < $1.scenario }
            )
            #expect(next.windows[next.keys[0]]?.since.sha == chain[10])
            for (key, window) in next.windows {
                #expect(window.runs == ((key == next.keys[0] ? 10 : 3)..<20).map { "gate-\($0)" })
                let alone = try store.learningWindow(
                    key, metric: "speedup_vs_reference", higherIsBetter: true, runner: "test-runner",
                    toolchain: next.newest.toolchain, along: branch, detector: ChangeDetection.detector(seriesPerRun: 3)
                )
                #expect(
                    alone.map { ($0.runs, $0.runValues, $0.samples) } ?? ([], [], []) == (
                        window.runs, window.runValues, window.samples
                    ))
            }
            // A runner without gate runs has no next windows.
            #expect(try store.nextLearningWindows(runner: "another-runner", along: branch) == nil)
        }
    }
}
