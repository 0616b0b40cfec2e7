import Foundation
import LabHistory
import LabSupport
import RunRecords
import Synchronization
import Testing

/// Migration 15: a series's rows in blocks of a runner's runs of one kind (``SeriesBlock``).
@Suite("Summary rows in blocks")
struct BlockStorageTests {
    /// Runs of two runners, the first's of both kinds, interleaved: more than two blocks of the
    /// first runner's `make bench` runs, one and a bit of its gate runs, a few of the other's.
    static let runs: [RecordedRun] = (0..<(2 * SeriesBlock.capacity + 3)).flatMap { index in
        let date = Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 60)
        var runs = [RecordedRun.sample(name: "run-\(index)", date: date, rows: 3, seed: 1 + Double(index % 11) / 11)]
        if index % 2 == 0 {
            var gate = RecordedRun.sample(name: "gate-\(index)", date: date.addingTimeInterval(30), rows: 2)
            gate.kind = .gate
            runs.append(gate)
        }
        if index % 20 == 0 {
            runs.append(.sample(name: "other-\(index)", runner: "other-runner", date: date, rows: 4, seed: 2))
        }
        return runs
    }

    static let key = SummaryKey(
        scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)

    /// Every run of `location`'s history, whole, by name: read all at once, and one at a time.
    static func readBack(_ location: HistoryLocation) throws -> (all: [RecordedRun], each: [RecordedRun]) {
        let store = try HistoryStore(location)
        var all: [RecordedRun] = []
        try store.forEachRun { all.append($0) }
        let ids = try store.database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT id FROM runs ORDER BY started_at, runner, name", []).map { Int($0[0]!)! }
        }
        return (all, try ids.map { try store.run(id: $0)! })
    }

    /// `runs` in the order the history gives them back: by start, runner, name.
    static func ordered(_ runs: [RecordedRun]) -> [RecordedRun] {
        runs.sorted { ($0.date, $0.runner.name, $0.name) < ($1.date, $1.runner.name, $1.name) }
    }

    @Test(
        "Runs over several blocks, of two runners and both kinds, read back whole and as series",
        arguments: HistoryBackend.available)
    func recordedRunsReadBack(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            for run in Self.runs { try store.record(run) }
            let (all, each) = try Self.readBack(location)
            #expect(all == Self.ordered(Self.runs))
            #expect(each == all)
            // A block per runner, kind and capacity's runs, each run in one.
            let blocks = try store.database.read { statements throws(FrameLabError) in
                try statements.rows("SELECT runner, kind, COUNT(*) FROM runs GROUP BY runner, kind, block", [])
            }
            #expect(blocks.count == 3 + 2 + 1)
            #expect(blocks.allSatisfy { Int($0[2]!)! <= SeriesBlock.capacity })
            // A full block's rows of a series are merged into one while the next block fills, a share
            // of its series a run: the first series's (id 1) at the second run; the newest runs' rows
            // are their own.
            let stored = try store.database.read { statements throws(FrameLabError) in
                try statements.rows(
                    """
                    SELECT COUNT(*) FROM summary_blocks WHERE series_id = 1 AND kind = 'run'
                        AND runner_id = (SELECT id FROM runner_names WHERE name = 'test-runner')
                    """, [])[0][0]
            }
            #expect(stored == "\(2 + 3)")
            for kind in RecordedRun.Kind.allCases {
                let series = try store.series(Self.key, metric: "p50_ms", kind: kind, value: .fastestRepetition)
                for runner in ["test-runner", "other-runner"] {
                    let recorded = Self.runs.filter { $0.kind == kind && $0.runner.name == runner }
                    #expect(
                        series.first { $0.runner == runner }?.points.map(\.run) ?? []
                            == recorded.sorted { $0.date < $1.date }.map(\.name))
                    #expect(
                        series.first { $0.runner == runner }?.points.map(\.value) ?? []
                            == recorded.sorted { $0.date < $1.date }.map { $0.rows[0].samples["p50_ms"]!.min()! })
                }
            }
        }
    }

    @Test(
        "A history of migration 14 is moved into blocks when opened: every run reads back as recorded",
        arguments: HistoryBackend.available)
    func migrationKeepsEveryRun(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                for run in Self.runs { try run.recordUnpacked(in: statements) }
            }
            _ = try location.open(migratedThrough: "14-postgresql-series-read-from-index")
            let (all, each) = try Self.readBack(location)
            #expect(all == Self.ordered(Self.runs))
            #expect(each == all)
            let store = try HistoryStore(location)
            let unblocked = try store.database.read { statements throws(FrameLabError) in
                try statements.rows("SELECT COUNT(*) FROM runs WHERE block IS NULL", [])[0][0]
            }
            #expect(unblocked == "0")
            #expect(throws: FrameLabError.self) {
                try store.database.read { statements throws(FrameLabError) in
                    try statements.rows("SELECT COUNT(*) FROM summary_rows", [])
                }
            }
            // A run recorded after the migration joins the newest block.
            let later = RecordedRun.sample(name: "later", date: Date(timeIntervalSince1970: 1_900_000_000), rows: 3)
            try store.record(later)
            #expect(try Self.readBack(location).all == Self.ordered(Self.runs + [later]))
        }
    }

    @Test("One runner's runs recorded by two writers at once are all kept whole", arguments: HistoryBackend.available)
    func concurrentRecordingOfOneRunner(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            _ = try HistoryStore(location)
            let runs = (0..<60).map { index in
                RecordedRun.sample(
                    name: "run-\(index)", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 3)
            }
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                do {
                    let store = try HistoryStore(location)
                    for run in runs.enumerated().filter({ $0.offset % 2 == writer }).map(\.element) {
                        try store.record(run)
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(try Self.readBack(location).all == runs)
        }
    }
}
