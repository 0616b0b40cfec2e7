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

    @Test(
        "A runner's series of one kind is one range of summary_blocks, keyed by series, runner, kind and block, after migrating from migration 5 too"
    )
    func seriesAreRangesOfTheTable() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            var runs = [RecordedRun.sample(name: "before-6")]
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                try runs[0].recordUnpacked(in: statements)
            }
            let store = try HistoryStore(location)
            let other = RecordedRun.sample(name: "after-15", runner: "other-runner")
            try store.record(other)
            runs.append(other)
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read == runs.sorted { $0.runner.name < $1.runner.name })
            let plan = try store.database.read { statements throws(FrameLabError) in
                try statements.rows(
                    """
                    EXPLAIN QUERY PLAN SELECT block, metrics FROM summary_blocks
                    WHERE series_id = 1 AND runner_id = (SELECT id FROM runner_names WHERE name = 'other-runner')
                        AND kind = 'run'
                    """, [])
            }.compactMap { $0.last ?? nil }.filter { $0.contains("summary_blocks") }
            #expect(
                plan == [
                    "SEARCH summary_blocks USING INDEX sqlite_autoindex_summary_blocks_1 (series_id=? AND runner_id=? AND kind=?)"
                ])
        }
    }

    @Test(
        "A runner's runs are read from runs_by_runner alone, which covers what the run index reads, after migrating from migration 11 too"
    )
    func runsAreReadThroughTheirIndex() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                try RecordedRun.sample(name: "before-12").recordUnpacked(in: statements)
            }
            _ = try location.open(migratedThrough: "11-kept-chains")
            let store = try HistoryStore(location)
            try store.record(.sample(name: "after-12", runner: "other-runner"))
            let plan = try store.database.read { statements throws(FrameLabError) in
                try statements.rows(
                    """
                    EXPLAIN QUERY PLAN SELECT id, runner, name, kind, started_at, commit_sha, parent_sha, commit_time,
                        commit_subject, dirty, commit_known, folder, swift_version, valgrind_version, build_flags
                    FROM runs WHERE runner = 'other-runner' AND kind = 'gate' AND id BETWEEN 0 AND 100
                    """, [])
            }.compactMap { $0.last ?? nil }
            #expect(plan == ["SEARCH runs USING COVERING INDEX runs_by_runner (runner=? AND kind=? AND id>? AND id<?)"])
            var read: [String] = []
            try store.forEachRun { read.append($0.name) }
            #expect(read.sorted() == ["after-12", "before-12"])
        }
    }

    @Test("A new file has 16 KiB pages; one migrated from migration 12 (4 KiB) gets them, its runs whole")
    func sixteenKibibytePages() throws {
        try withTemporaryDirectory { folder in
            func pageSize(_ store: HistoryStore) throws -> String? {
                try store.database.read { statements throws(FrameLabError) in
                    try statements.rows("PRAGMA page_size", [])[0][0]
                }
            }
            let new = try HistoryStore(.sqlite(path: folder.appending(path: "new.sqlite").path))
            #expect(try pageSize(new) == "16384")
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let runs = [RecordedRun.sample(name: "before-13"), .sample(name: "other", runner: "other-runner")]
            try location.open(migratedThrough: "5-commit-graph-and-refs").write { statements throws(FrameLabError) in
                for run in runs { try run.recordUnpacked(in: statements) }
            }
            let before = HistoryStore(try location.open(migratedThrough: "12-runs-by-runner"))
            #expect(try pageSize(before) == "4096")
            let store = try HistoryStore(location)
            #expect(try pageSize(store) == "16384")
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read == runs.sorted { $0.runner.name < $1.runner.name })
        }
    }

    @Test("A missing folder is an error naming the file")
    func missingFolder() throws {
        let path = "/nonexistent-\(UUID())/history.sqlite"
        let error = #expect(throws: FrameLabError.self) { try HistoryStore(.sqlite(path: path)) }
        #expect(error?.message.hasPrefix(path) == true)
    }
}
