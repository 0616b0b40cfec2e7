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
            var outcomes: Set<Bool> = []
            for delay in [0, 10, 40, 120] {
                let path = folder.appending(path: "history-\(delay).sqlite").path
                try FileManager.default.copyItem(atPath: original.path, toPath: path)
                try runFramelabKilledInTransaction(
                    ["history", "--database", path, "--kind", "gate"], database: path, delay: delay)

                let (migrations, tables) = try Self.schema(of: path)
                let migrated = migrations.contains("6-packed-summary-rows")
                outcomes.insert(migrated)
                if migrated {
                    #expect(
                        !tables.contains("metrics") && !tables.contains("packed_rows")
                            && !tables.contains("summary_rows_by_series") && !tables.contains("summary_rows_by_runner"),
                        "\(tables)")
                } else {
                    #expect(migrations.last == "5-commit-graph-and-refs")
                    #expect(tables.contains("metrics") && !tables.contains("packed_rows"), "\(tables)")
                }
                var read: [RecordedRun] = []
                try HistoryStore(.sqlite(path: path)).forEachRun { read.append($0) }
                #expect(read == runs, "killed \(delay) ms after the journal appeared")
            }
            // At least the kill as the journal appears lands inside the migration.
            #expect(outcomes.contains(false))
        }
    }
}
