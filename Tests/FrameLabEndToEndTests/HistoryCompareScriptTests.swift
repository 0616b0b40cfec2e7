import Foundation
import TestSupport
import Testing

@Suite("Scripts/history-compare.sh")
struct HistoryCompareScriptTests {
    /// What the script printed, and how it exited, run with `arguments` in `directory`, one round
    /// (and `environment`).
    static func compare(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> FramelabRun
    {
        try FramelabRun(
            arguments, environment: environment.merging(["ROUNDS": "1"]) { own, _ in own }, directory: directory,
            executable: PackageDirectory.root.appending(path: "Scripts/history-compare.sh"))
    }

    @Test("Times every command with each binary and says whether each printed what the first did")
    func comparesBinaries() throws {
        try withTemporaryDirectory { folder in
            let (repository, database) = try HistoryPruneCommandTests.history(in: folder, commits: 30)
            let framelab = FramelabRun.executable.path
            let compared = try Self.compare([database, framelab, framelab], in: repository.folder)
            #expect(compared.status == 0, "\(compared.standardError)")
            let rows = Array(compared.standardOutput.split(separator: "\n").dropFirst(2))
            try #require(rows.count == 12, "\(compared.standardOutput)")
            // Each command: the first binary's row, then the second's, which printed the same.
            for first in stride(from: 0, to: rows.count, by: 2) {
                #expect(
                    rows[first].hasSuffix("| — |") && rows[first + 1].hasSuffix("| yes |"), "\(compared.standardOutput)"
                )
            }
            #expect(rows.contains { $0.hasPrefix("| --changes, every runner | \(framelab) | ") })
            #expect(rows.contains { $0.hasPrefix("| --changes, every runner, kept | \(framelab) | ") })
        }
    }

    @Test("A binary named with a copy of the history reads the copy; one stopped at TIMEOUT shows it")
    func readsCopiesAndStops() throws {
        try withTemporaryDirectory { folder in
            let (repository, database) = try HistoryPruneCommandTests.history(in: folder, commits: 20)
            let copy = folder.appending(path: "copy.sqlite").path
            try FileManager.default.copyItem(atPath: database, toPath: copy)
            // The copy is the only history the second binary can read.
            try FileManager.default.removeItem(atPath: database)
            let framelab = FramelabRun.executable.path
            let compared = try Self.compare(
                [database, "\(framelab)=\(copy)", "\(framelab)=\(copy)"], in: repository.folder)
            #expect(compared.status == 0, "\(compared.standardError)")
            let rows = Array(compared.standardOutput.split(separator: "\n").dropFirst(2))
            try #require(rows.count == 12, "\(compared.standardOutput)")
            for first in stride(from: 0, to: rows.count, by: 2) {
                #expect(
                    rows[first].hasSuffix(" MB | — |") && rows[first + 1].hasSuffix(" MB | yes |"),
                    "\(compared.standardOutput)")
            }
            // Opening the history at DATABASE would have made it.
            #expect(!FileManager.default.fileExists(atPath: database))
            let stopped = try Self.compare([copy, framelab], in: repository.folder, environment: ["TIMEOUT": "0.001"])
            #expect(stopped.status == 0, "\(stopped.standardError)")
            let stoppedRows = stopped.standardOutput.split(separator: "\n").dropFirst(2)
            try #require(stoppedRows.count == 6, "\(stopped.standardOutput)")
            #expect(stoppedRows.allSatisfy { $0.contains("| > 0.001 s |") }, "\(stopped.standardOutput)")
        }
    }

    @Test("A binary that is not one is named, and nothing is timed")
    func refusesMissingBinary() throws {
        try withTemporaryDirectory { folder in
            let compared = try Self.compare(
                [folder.path + "/history.sqlite", folder.path + "/no-framelab"], in: folder)
            #expect(compared.status != 0)
            #expect(compared.standardError.contains("not an executable: \(folder.path)/no-framelab"))
            #expect(compared.standardOutput.isEmpty)
        }
    }
}
