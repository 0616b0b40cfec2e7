import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

/// What only a file database can go through.
@Suite("The SQLite history")
struct SQLiteHistoryTests {
    @Test("A file that is not a database is refused, naming it")
    func corruptedFileIsRefused() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appending(path: "history.sqlite").path
            try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: FrameLabError.self) { try HistoryStore(.sqlite(path: path)) }
            #expect(error?.message == "\(path): file is not a database")
        }
    }

    @Test("A writer waits for another's transaction, then fails past the timeout, naming the file")
    func lockedPastTheTimeout() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let holder = try HistoryStore(location)
            let waiter = try HistoryStore(location)
            let started = Date()
            try holder.database.write { _ throws(FrameLabError) in
                let error = #expect(throws: FrameLabError.self) { try waiter.record(.sample(name: "blocked")) }
                #expect(error?.message.hasSuffix("database is locked") == true)
            }
            #expect(Date().timeIntervalSince(started) >= SQLiteHistory.lockTimeout - 0.5)
            #expect(try waiter.record(.sample(name: "after")))
        }
    }

    @Test("A series is one range of summary_rows, keyed by series and run, after migrating from migration 6 too")
    func seriesAreRangesOfTheTable() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appending(path: "history.sqlite").path
            let run = RecordedRun.sample(name: "before-7")
            try HistoryStore(try HistoryLocation.sqlite(path: path).open(migratedThrough: "6-packed-summary-rows"))
                .record(run)
            let store = try HistoryStore(.sqlite(path: path))
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read == [run])
            let plan = try store.database.read { statements throws(FrameLabError) in
                try statements.rows(
                    "EXPLAIN QUERY PLAN SELECT run_id, metrics FROM summary_rows WHERE series_id = 1", [])
            }.compactMap { $0.last ?? nil }.joined(separator: "; ")
            #expect(plan == "SEARCH summary_rows USING PRIMARY KEY (series_id=?)")
        }
    }

    @Test("A missing folder is an error naming the file")
    func missingFolder() throws {
        let path = "/nonexistent-\(UUID())/history.sqlite"
        let error = #expect(throws: FrameLabError.self) { try HistoryStore(.sqlite(path: path)) }
        #expect(error?.message.hasPrefix(path) == true)
    }
}
