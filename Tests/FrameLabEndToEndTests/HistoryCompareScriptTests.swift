import Foundation
import TestSupport
import Testing

@Suite("Scripts/history-compare.sh")
struct HistoryCompareScriptTests {
    /// What the script printed, and how it exited, run with `arguments` in `directory`, one round.
    static func compare(_ arguments: [String], in directory: URL) throws -> FramelabRun {
        try FramelabRun(
            arguments, environment: ["ROUNDS": "1"], directory: directory,
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
