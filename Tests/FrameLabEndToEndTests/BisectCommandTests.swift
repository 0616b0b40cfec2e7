import Foundation
import TestSupport
import Testing

@Suite("framelab bisect")
struct BisectCommandTests {
    /// Twelve commits whose value.txt holds 10, and from commit `slow` on 13.
    static func repository(in folder: URL, slow: Int = 7) throws -> GitRepository {
        try GitRepository(in: folder, commits: 12) { index in ["value.txt": index >= slow ? "13\n" : "10\n"] }
    }

    /// No bisection in progress and no worktree but the repository's own.
    static func expectClean(_ repository: GitRepository) throws {
        #expect(try repository.git(["worktree", "list"]).split(separator: "\n").count == 1)
        #expect(
            !FileManager.default.fileExists(atPath: repository.folder.appending(path: ".build-bisect/worktree").path))
        #expect(throws: (any Error).self) { try repository.git(["bisect", "log"]) }
        // Nor the bisection's own files: its steps' record and the steps' framelab.
        let left = try FileManager.default.contentsOfDirectory(
            atPath: repository.folder.appending(path: ".build-bisect").path)
        #expect(!left.contains { $0.hasPrefix("bisection-") }, "\(left)")
    }

    @Test("Bisects to the first commit whose value got worse, with the value before and after")
    func findsTheCommit() throws {
        try withTemporaryDirectory { folder in
            let repository = try Self.repository(in: folder)
            let run = try FramelabRun(
                [
                    "bisect", "--good", repository.commits[0], "--bad", "HEAD", "--scenario", "anything", "--metric",
                    "p50_ms", "--measure-command", "cat value.txt",
                ], directory: repository.folder)
            #expect(run.status == 0, "\(run.standardError)")
            let lines = run.standardOutput.split(separator: "\n")
            #expect(lines.first == "first bad commit: \(repository.commits[7]) commit 7")
            #expect(lines.dropFirst().first == "p50_ms: 10.0 ms → 13.0 ms (+30.0 %)")
            #expect(run.standardError.contains("bisecting 11 commits"))
            #expect(run.standardError.contains("[step 1]"))
            // Every progress line is whole: git's own output, whose last line has no newline, is
            // in its log, not run into the result.
            #expect(run.standardError.hasSuffix("\n"))
            #expect(!run.standardError.contains("first bad commit"))
            let gitLog = repository.folder.appending(path: ".build-bisect/logs/git-bisect-run.log")
            #expect(try String(contentsOf: gitLog, encoding: .utf8).contains("is the first bad commit"))
            try Self.expectClean(repository)
        }
    }

    @Test("Refuses a good commit that is not an ancestor, and endpoints that do not differ")
    func refusesBadEndpoints() throws {
        try withTemporaryDirectory { folder in
            let repository = try Self.repository(in: folder)
            let reversed = try FramelabRun(
                [
                    "bisect", "--good", "HEAD", "--bad", repository.commits[0], "--scenario", "x", "--metric", "p50_ms",
                    "--measure-command", "cat value.txt",
                ], directory: repository.folder)
            #expect(reversed.status == 2)
            #expect(reversed.standardError.contains("is not an ancestor of --bad"))
            let same = try FramelabRun(
                [
                    "bisect", "--good", repository.commits[0], "--bad", repository.commits[5], "--scenario", "x",
                    "--metric", "p50_ms", "--measure-command", "cat value.txt",
                ], directory: repository.folder)
            #expect(same.status == 2)
            #expect(same.standardError.contains("measures no worse than --good"))
            let metric = try FramelabRun(
                [
                    "bisect", "--good", repository.commits[0], "--bad", "HEAD", "--scenario", "list-scroll", "--metric",
                    "p5O_ms",
                ],
                directory: repository.folder)
            #expect(metric.status == 2)
            #expect(metric.standardError.contains("unknown metric \"p5O_ms\""))
            try Self.expectClean(repository)
        }
    }

    @Test(
        "Control-C leaves no bisection in progress and no worktree, while it measures the endpoints or steps",
        arguments: [("sleep 0.3; cat value.txt", 1.5), ("sleep 30; cat value.txt", 1.0)])
    func interruption(measureCommand: String, after seconds: Double) throws {
        try withTemporaryDirectory { folder in
            let repository = try Self.repository(in: folder)
            let process = Process()
            process.executableURL = FramelabRun.executable
            process.arguments = [
                "bisect", "--good", repository.commits[0], "--bad", "HEAD", "--scenario", "x", "--metric", "p50_ms",
                "--measure-command", measureCommand,
            ]
            process.currentDirectoryURL = repository.folder
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            // Into the steps (past the two endpoints' measurements), or in the first endpoint's.
            Thread.sleep(forTimeInterval: seconds)
            kill(process.processIdentifier, SIGINT)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 130, "\(message)")
            let line = message.split(separator: "\n").last ?? ""
            #expect(line.hasPrefix("interrupted by SIGINT: "), "\(message)")
            #expect(line.hasSuffix("; the bisection was reset and its worktree removed"), "\(message)")
            try Self.expectClean(repository)
        }
    }
}
