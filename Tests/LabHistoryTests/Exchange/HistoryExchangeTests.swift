import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

@Suite("Moving runs between histories")
struct HistoryExchangeTests {
    @Test("An export is written whole and imports into another history once")
    func roundTrip() throws {
        try withTemporaryDirectory { folder in
            let source = try HistoryStore(.sqlite(path: folder.appending(path: "a.sqlite").path))
            _ = try source.record(.sample(name: "one"))
            _ = try source.record(.sample(name: "two", seed: 2))
            let file = folder.appending(path: "runs.jsonl")
            #expect(try source.export(to: file) == 2)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.sqlite", "runs.jsonl"])
            let runs = try RecordedRun.runs(atPaths: [file.path])
            #expect(runs.map(\.name) == ["one", "two"])
            let target = try HistoryStore(.sqlite(path: folder.appending(path: "b.sqlite").path))
            var lines: [String] = []
            #expect(try target.record(runs, progress: { lines.append($0) }) == 2)
            #expect(lines.count == 2 && lines[0].hasPrefix("[1/2] test-runner one: recorded, 4 rows in "))
            #expect(try target.record(runs, progress: { lines.append($0) }) == 0)
            #expect(lines.last == "[2/2] test-runner two: already recorded")
        }
    }

    @Test("An export into a folder that does not exist names the file and leaves nothing")
    func exportFails() throws {
        try withTemporaryDirectory { folder in
            let store = try HistoryStore(.sqlite(path: folder.appending(path: "a.sqlite").path))
            _ = try store.record(.sample(name: "one"))
            let file = folder.appending(path: "missing/runs.jsonl")
            let error = #expect(throws: FrameLabError.self) { try store.export(to: file) }
            #expect(error?.message.hasPrefix(file.path) == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.sqlite"])
        }
    }

    @Test("A path that is neither a run folder nor an export is named, before any run is read")
    func badPaths() throws {
        try withTemporaryDirectory { folder in
            #expect(throws: FrameLabError("\(folder.path)/nothing: no such run folder or export file")) {
                try RecordedRun.runs(atPaths: [folder.appending(path: "nothing").path])
            }
            let garbage = folder.appending(path: "garbage.jsonl")
            try "not json\n".write(to: garbage, atomically: true, encoding: .utf8)
            let error = #expect(throws: FrameLabError.self) { try RecordedRun.runs(atPaths: [garbage.path]) }
            #expect(error?.message.hasPrefix(garbage.path) == true)
            let empty = folder.appending(path: "empty-run")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let folderError = #expect(throws: FrameLabError.self) { try RecordedRun.runs(atPaths: [empty.path]) }
            #expect(folderError?.message.contains("environment.txt") == true)
        }
    }
}
