import Foundation
import LabHistory
import TestSupport
import Testing

@Suite("framelab history --changes and acknowledge")
struct HistoryChangesCommandTests {
    /// A gate run of `commit` whose optimized p50 is `p50` and hit test counts `instructions`.
    private static func gateRun(_ index: Int, commit: String, p50: Double, instructions: Double) -> RecordedRun {
        let date = Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 60)
        return RecordedRun(
            name: "gate-\(index)", kind: .gate, date: date,
            commit: RecordedCommit(
                sha: commit, parents: [], time: date, subject: "commit", isDirty: false, isKnown: true),
            runner: RecordedRunner(
                name: "test-runner", processor: "CPU", cpuFamily: nil, cpuModel: nil, cores: 2, memoryBytes: 1 << 30,
                operatingSystem: "Linux", swiftVersion: "Swift 6.3.1", valgrindVersion: "valgrind-3.19.0",
                buildFlags: "swift build -c release"),
            loadAverage: 0.5, stealPercent: 0, commandLine: "framelab gate", folder: nil,
            rows: [
                RecordedRow(
                    scenario: "switch-list-to-grid", implementation: "optimized", items: 100_000, refreshRate: 60,
                    status: "unverified", metrics: ["p50_ms": p50]),
                RecordedRow(
                    scenario: "hit-test", implementation: "optimized", items: 10_000, refreshRate: 0,
                    status: "callgrind", metrics: ["instructions": instructions]),
            ])
    }

    @Test("--changes names the commit that slowed a row, with its counts; acknowledge marks it")
    func changesAndAcknowledge() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder, commits: 30)
            let noise = [0.98, 1.01, 0.99, 1.02, 1.0, 0.985, 1.015]
            let slow = 17
            let lines = repository.commits.enumerated().map { index, commit in
                Self.gateRun(
                    index, commit: commit, p50: 0.0005 * noise[index % noise.count] * (index >= slow ? 1.3 : 1),
                    instructions: 128_548
                ).jsonLine + "\n"
            }
            let export = folder.appending(path: "runs.jsonl")
            try lines.joined().write(to: export, atomically: true, encoding: .utf8)
            let database = folder.appending(path: "history.sqlite").path
            let imported = try FramelabRun(["history", "import", export.path, "--database", database])
            #expect(imported.status == 0, "\(imported.standardError)")

            let changes = try FramelabRun(
                ["history", "--changes", "--csv", "--database", database], directory: repository.folder)
            #expect(changes.status == 0, "\(changes.standardError)")
            try #require(changes.rows.count == 1, "\(changes.standardOutput)")
            let fields = changes.rows[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let header = changes.records[0].split(separator: ",").map(String.init)
            func field(_ name: String) -> String { fields[header.firstIndex(of: name)!] }
            #expect(field("metric") == "p50_ms" && field("kind") == "gate")
            #expect(field("commit") == repository.commits[slow])
            #expect(field("previous_commit") == repository.commits[slow - 1])
            #expect(abs(Double(field("relative_change"))! - 0.3) < 0.03)
            #expect(field("counts_moved") == "0")

            let acknowledged = try FramelabRun(
                [
                    "history", "acknowledge", String(repository.commits[slow].prefix(9)), "--metric", "p50_ms",
                    "--note",
                    "the new shadow pass, on purpose", "--database", database,
                ], directory: repository.folder)
            #expect(acknowledged.status == 0, "\(acknowledged.standardError)")
            let table = try FramelabRun(["history", "--changes", "--database", database], directory: repository.folder)
            #expect(table.standardOutput.contains("the new shadow pass, on purpose"))
            #expect(table.standardError.contains("1 change point in 2 rows × 2 metrics, 1 acknowledged"))
            // The --csv call's search was kept: the runner recorded nothing since.
            #expect(
                table.standardError.contains("(1 of 1 runners as kept by an earlier search: no run recorded since)"),
                "\(table.standardError)")
            let searchedAgain = try FramelabRun(
                ["history", "--changes", "--search-again", "--database", database], directory: repository.folder)
            #expect(searchedAgain.standardOutput == table.standardOutput)
            #expect(!searchedAgain.standardError.contains("as kept"), "\(searchedAgain.standardError)")
            let misused = try FramelabRun(
                ["history", "--search-again", "--database", database], directory: repository.folder)
            #expect(misused.status != 0 && misused.standardError.contains("--search-again needs --changes"))

            let json = try FramelabRun(
                ["history", "--changes", "--json", "--metric", "p50_ms", "--database", database],
                directory: repository.folder)
            #expect(json.status == 0, "\(json.standardError)")
            let objects = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
            try #require(objects.count == 1)
            let commit = (objects[0]["commit"] as? [String: Any])?["sha"] as? String
            #expect(commit == repository.commits[slow])
            #expect((objects[0]["after"] as? [Any])?.count == 30 - slow)
            #expect(objects[0]["acknowledgement"] as? String == "the new shadow pass, on purpose")

            let unknown = try FramelabRun(
                [
                    "history", "acknowledge", "not-a-commit", "--metric", "p50_ms", "--note", "x", "--database",
                    database,
                ],
                directory: repository.folder)
            #expect(unknown.status == 2)
            #expect(unknown.standardError.contains("unknown commit \"not-a-commit\""))
            let badMetric = try FramelabRun(
                ["history", "acknowledge", "HEAD", "--metric", "p5O_ms", "--note", "x", "--database", database],
                directory: repository.folder)
            #expect(badMetric.status == 2)
            #expect(badMetric.standardError.contains("unknown metric \"p5O_ms\""))
            let badSource = try FramelabRun(
                [
                    "history", "detection-quality", "--runner", "test-runner", "--metric", "p5O_ms", "--database",
                    database,
                ], directory: repository.folder)
            #expect(badSource.status == 2)
            #expect(badSource.standardError.contains("unknown metric \"p5O_ms\""), "\(badSource.standardError)")
        }
    }

    @Test("detection-quality and acknowledge refuse a history without the runs they need")
    func refusesAnEmptyHistory() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder, commits: 1)
            let database = folder.appending(path: "empty.sqlite").path
            let quality = try FramelabRun(
                ["history", "detection-quality", "--runner", "test-runner", "--database", database],
                directory: repository.folder)
            #expect(quality.status == 2)
            #expect(
                quality.standardError.contains("no clean gate runs of runner test-runner"), "\(quality.standardError)")
            let acknowledge = try FramelabRun(
                ["history", "acknowledge", "HEAD", "--metric", "p50_ms", "--note", "x", "--database", database],
                directory: repository.folder)
            #expect(acknowledge.status == 2)
            #expect(acknowledge.standardError.contains("nothing to acknowledge"), "\(acknowledge.standardError)")
            let bad = try FramelabRun(
                ["history", "detection-quality", "--length", "5", "--database", database], directory: repository.folder)
            #expect(bad.status == 2)
            #expect(bad.standardError.contains("--length 5: at least 12"))
        }
    }
}
