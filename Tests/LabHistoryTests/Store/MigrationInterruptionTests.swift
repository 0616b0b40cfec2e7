import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

@Suite("A migration killed midway")
struct MigrationInterruptionTests {
    /// What python3's sqlite3 module (not the lab) finds in the file after the kill: the
    /// migrations applied, and the tables.
    static func schema(of path: String) throws -> (migrations: [String], tables: Set<String>) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            print(",".join(r[0] for r in db.execute("SELECT identifier FROM grdb_migrations ORDER BY identifier")))
            print(",".join(r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")))
            """, path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (lines[0].split(separator: ",").map(String.init), Set(lines[1].split(separator: ",").map(String.init)))
    }

    @Test("kill -9 during migrations 6 to 8 leaves the old schema or the new, whole; the next opener reads every run")
    func killedMidway() throws {
        try withTemporaryDirectory { folder in
            let runs = (0..<600).map { index in
                RecordedRun.sample(
                    name: "run-\(index)", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 6,
                    seed: 1 + Double(index % 13) / 13)
            }
            let original = folder.appending(path: "original.sqlite")
            try HistoryLocation.sqlite(path: original.path).open(migratedThrough: "5-commit-graph-and-refs").write {
                statements throws(FrameLabError) in
                for run in runs { try run.recordUnpacked(in: statements) }
            }
            try Self.killMigrating(
                original, in: folder, delays: [0, 10, 40, 120], to: "6-packed-summary-rows", runs: runs
            ) {
                migrated, migrations, tables in
                if migrated {
                    #expect(
                        !tables.contains("metrics") && !tables.contains("packed_rows")
                            && !tables.contains("summary_rows_by_series") && !tables.contains("summary_rows_by_runner"),
                        "\(tables)")
                } else {
                    #expect(migrations.contains("5-commit-graph-and-refs"))
                    #expect(tables.contains("metrics") && !tables.contains("packed_rows"), "\(tables)")
                }
            }
        }
    }

    @Test("kill -9 during migration 15 leaves the rows or the blocks, whole; the next opener reads every run")
    func killedWhileBlocking() throws {
        try withTemporaryDirectory { folder in
            let runs = (0..<400).map { index in
                var run = RecordedRun.sample(
                    name: "run-\(index)", runner: index % 3 == 0 ? "other-runner" : "test-runner",
                    date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), rows: 6,
                    seed: 1 + Double(index % 13) / 13)
                if index % 5 == 0 { run.kind = .gate }
                return run
            }
            let original = folder.appending(path: "original.sqlite")
            let location = HistoryLocation.sqlite(path: original.path)
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                for run in runs { try run.recordUnpacked(in: statements) }
            }
            _ = try location.open(migratedThrough: "14-postgresql-series-read-from-index")
            let expected = runs.sorted { ($0.date, $0.runner.name, $0.name) < ($1.date, $1.runner.name, $1.name) }
            try Self.killMigrating(
                original, in: folder, delays: [0, 5, 20, 80], to: "15-summary-blocks", runs: expected
            ) {
                migrated, migrations, tables in
                if migrated {
                    #expect(tables.contains("summary_blocks") && !tables.contains("summary_rows"), "\(tables)")
                } else {
                    #expect(migrations.contains("14-postgresql-series-read-from-index"))
                    #expect(tables.contains("summary_rows") && !tables.contains("summary_blocks"), "\(tables)")
                }
            }
        }
    }

    /// Kills framelab migrating a copy of the SQLite file `original` (in `folder`) each of `delays`
    /// milliseconds after its journal appears; calls `check` with whether the copy has `migration`
    /// applied, its migrations and tables (python3's sqlite3 reads them); expects every run of
    /// `runs` (in the order the history gives them back) in it, read by the next opener, and the
    /// first kill at least to land inside the migration.
    static func killMigrating(
        _ original: URL, in folder: URL, delays: [Int], to migration: String, runs: [RecordedRun],
        check: (_ migrated: Bool, _ migrations: [String], _ tables: Set<String>) -> Void
    ) throws {
        var outcomes: Set<Bool> = []
        for delay in delays {
            let path = folder.appending(path: "history-\(delay).sqlite").path
            try FileManager.default.copyItem(atPath: original.path, toPath: path)
            try runFramelabKilledInTransaction(
                ["history", "--database", path, "--kind", "gate"], database: path, delay: delay)
            let (migrations, tables) = try schema(of: path)
            outcomes.insert(migrations.contains(migration))
            check(migrations.contains(migration), migrations, tables)
            var read: [RecordedRun] = []
            try HistoryStore(.sqlite(path: path)).forEachRun { read.append($0) }
            #expect(read == runs, "killed \(delay) ms after the journal appeared")
        }
        #expect(outcomes.contains(false))
    }
}
