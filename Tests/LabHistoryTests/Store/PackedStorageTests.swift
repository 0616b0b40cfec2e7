import Foundation
import LabHistory
import LabSupport
import RunRecords
import Synchronization
import Testing

/// Migration 6: summary rows' numbers packed in BLOBs (``PackedNumbers``), now in blocks.
@Suite("Packed summary rows")
struct PackedStorageTests {
    /// The runs a history of migration 5 holds in these tests: rows with and without repetitions,
    /// a row without metrics, a gate run, values that are whole, whole nanoseconds and neither.
    static let runs: [RecordedRun] = (0..<3).map { index in
        var run = RecordedRun.sample(
            name: "2026112\(index)T120000Z-0123456", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
            rows: 6, seed: 1 + Double(index) / 7)
        run.rows[1].samples = [:]
        run.rows.append(
            RecordedRow(
                scenario: "hit-test", implementation: "optimized", items: 10_000, refreshRate: 0, status: "callgrind",
                metrics: [:]))
        if index == 2 { run.kind = .gate }
        return run
    }

    @Test(
        "A history of migration 5 is packed when opened: every run reads back as recorded",
        arguments: HistoryBackend.available)
    func migrationKeepsEveryValue(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                for run in Self.runs { try run.recordUnpacked(in: statements) }
            }
            let store = try HistoryStore(location)
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read == Self.runs)
            let key = SummaryKey(
                scenario: "carousel-snap", implementation: "optimized", items: 100_000, refreshRate: 60)
            #expect(
                try store.series(key, metric: "p50_ms", value: .fastestRepetition).first?.points.map(\.value)
                    == Self.runs.filter { $0.kind == .run }.map { $0.rows[1].metrics["p50_ms"]! })
            // The unpacked tables are gone; a run recorded now reads back too.
            #expect(throws: FrameLabError.self) {
                try store.database.read { statements throws(FrameLabError) in
                    try statements.rows("SELECT COUNT(*) FROM metrics", [])
                }
            }
            let later = RecordedRun.sample(
                name: "20261127T120000Z-0123456", date: Date(timeIntervalSince1970: 1_900_000_000), rows: 3, seed: 9)
            #expect(try store.record(later))
            read = []
            try HistoryStore(location).forEachRun { read.append($0) }
            #expect(read == Self.runs + [later])
        }
    }

    @Test(
        "A damaged BLOB is refused with the run named, by the run's reader and by a series",
        arguments: HistoryBackend.available)
    func damagedBlobIsRefused(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let store = try HistoryStore(location)
            let run = RecordedRun.sample(name: "20261125T120000Z-0123456", rows: 2)
            try store.record(run)
            let packed = SeriesBlock(rows: [
                SeriesBlock.Row(run: 1, position: 0, status: "verified", metrics: [(1, 0.125, [0.1, 0.125, 0.2])])
            ]).bytes
            // Cut short, run on, and text where the bytes belong.
            for damage: SQLValue in [.blob(Array(packed.dropLast())), .blob(packed + [7]), .text("0.125")] {
                try store.database.write { statements throws(FrameLabError) in
                    try statements.execute(
                        "UPDATE summary_blocks SET metrics = ? "
                            + "WHERE series_id = (SELECT id FROM series WHERE scenario = 'switch-list-to-grid')",
                        [damage])
                }
                let reading = #expect(throws: FrameLabError.self) { try HistoryStore(location).forEachRun { _ in } }
                #expect(
                    reading?.message.contains(
                        "the history's runs from test-runner/20261125T120000Z-0123456 on have damaged metrics in their "
                            + "switch-list-to-grid rows") == true, "\(reading?.message ?? "")")
                let key = SummaryKey(
                    scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60)
                let series = #expect(throws: FrameLabError.self) {
                    try HistoryStore(location).series(key, metric: "p50_ms", value: .fastestRepetition)
                }
                #expect(series?.message.contains("runs from test-runner/20261125T120000Z-0123456 on") == true)
            }
        }
    }

    @Test(
        "A run recorded while another process migrates waits for the migration and is kept",
        arguments: HistoryBackend.available)
    func recordingDuringMigration(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            let old = (0..<40).map { index in
                RecordedRun.sample(
                    name: "old-\(index)", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 6)
            }
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                for run in old { try run.recordUnpacked(in: statements) }
            }
            let new = RecordedRun.sample(name: "new", date: Date(timeIntervalSince1970: 1_900_000_000), rows: 6)
            // Two openers at once: one only migrates, the other migrates (or waits) and records.
            let outcomes = Mutex<[Int: Result<Bool, FrameLabError>]>([:])
            DispatchQueue.concurrentPerform(iterations: 2) { opener in
                let outcome = Result { () throws(FrameLabError) -> Bool in
                    let store = try HistoryStore(location)
                    return opener == 0 ? true : try store.record(new)
                }
                outcomes.withLock { $0[opener] = outcome }
            }
            #expect(try outcomes.withLock { try $0[0]!.get() && $0[1]!.get() })
            var read: [RecordedRun] = []
            try HistoryStore(location).forEachRun { read.append($0) }
            #expect(read == old + [new])
        }
    }
}
