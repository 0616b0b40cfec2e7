import Foundation
import LabHistory
import LabSupport
import RunRecords
import TestSupport
import Testing

/// A database password given to `--database` must reach no history: runs recorded from now on
/// keep it masked, and histories and run folders written before are cleaned.
@Suite("Passwords kept out of the history")
struct PasswordMaskingTests {
    static let password = "s3cret-\(UUID().uuidString.prefix(6))"
    static let commandLine = "framelab run --database 'postgres://lab:\(password)@db.example/history?sslmode=require'"
    static let masked = "framelab run --database 'postgres://lab:***@db.example/history?sslmode=require'"

    @Test("A recorded run keeps its command line masked, and so does its export", arguments: HistoryBackend.available)
    func recordingMasks(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            var run = RecordedRun.sample(name: "with-password")
            run.commandLine = Self.commandLine
            let store = try HistoryStore(location)
            try store.record(run)
            var read: [RecordedRun] = []
            try store.forEachRun { read.append($0) }
            #expect(read.map(\.commandLine) == [Self.masked])
            try withTemporaryDirectory { folder in
                let export = folder.appending(path: "runs.jsonl")
                _ = try store.export(to: export)
                #expect(!(try String(contentsOf: export, encoding: .utf8)).contains(Self.password))
            }
        }
    }

    @Test("A history recorded before passwords were masked is cleaned when opened", arguments: HistoryBackend.available)
    func migrationCleans(backend: HistoryBackend) throws {
        try backend.withFreshLocation { location in
            try HistoryStore(location).record(.sample(name: "old"))
            // As a lab before the masking left it: the password in the column, the step not applied.
            try location.open().write { statements throws(FrameLabError) in
                try statements.execute("UPDATE runs SET command_line = ?", [.text(Self.commandLine)])
                try statements.execute(
                    "DELETE FROM \(backend.migrationsTable) WHERE identifier = ?", [.text("4-passwords-masked")])
            }
            var read: [RecordedRun] = []
            try HistoryStore(location).forEachRun { read.append($0) }
            #expect(read.map(\.commandLine) == [Self.masked])
        }
    }

    @Test("Importing a run folder masks the password its environment.txt holds")
    func importCleansRunFolder() throws {
        try withTemporaryDirectory { folder in
            let run = folder.appending(path: "20261127T120000Z-0123456")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            // environment.txt as a lab before the masking wrote it.
            let written = RunEnvironment(
                processor: "AMD EPYC", cores: 2, runner: "test-runner", memoryBytes: 1 << 30, operatingSystem: "Linux",
                swiftVersion: nil, gitCommit: nil, hasUncommittedChanges: false, buildFlags: "swift build",
                commandLine: ["framelab", "run", "--database", "postgres://lab:\(Self.password)@db.example/history"],
                date: Date(timeIntervalSince1970: 1_800_000_000))
            let environment = written.text.replacingOccurrences(of: "***", with: Self.password)
            #expect(environment.contains(Self.password))
            try environment.write(to: run.appending(path: "environment.txt"), atomically: true, encoding: .utf8)
            try "scenario,implementation,items,refresh_hz,status\n".write(
                to: run.appending(path: "summary.csv"), atomically: true, encoding: .utf8)
            try (FrameRecord.csvHeader.joined(separator: ",") + "\n").write(
                to: run.appending(path: "frames.csv"), atomically: true, encoding: .utf8)
            let runs = try RecordedRun.runs(atPaths: [run.path])
            #expect(runs.map(\.commandLine) == ["framelab run --database 'postgres://lab:***@db.example/history'"])
            let cleaned = try String(contentsOf: run.appending(path: "environment.txt"), encoding: .utf8)
            #expect(cleaned == environment.replacingOccurrences(of: Self.password, with: "***"))
        }
    }
}
