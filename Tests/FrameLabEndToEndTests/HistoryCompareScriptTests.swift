import Foundation
import TestSupport
import Testing

@Suite("Scripts/history-compare.sh")
struct HistoryCompareScriptTests {
    /// What the script printed, and how it exited, run with `arguments` in `directory`.
    static func compare(_ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = PackageDirectory.root.appending(path: "Scripts/history-compare.sh")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["ROUNDS": "1"]) { $1 }
        process.currentDirectoryURL = directory
        let (output, error) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test("Times every command with each binary and says whether each printed what the first did")
    func comparesBinaries() throws {
        try withTemporaryDirectory { folder in
            let (repository, database) = try HistoryPruneCommandTests.history(in: folder, commits: 30)
            let framelab = FramelabRun.executable.path
            let compared = try Self.compare([database, framelab, framelab], in: repository.folder)
            #expect(compared.status == 0, "\(compared.error)")
            let rows = Array(compared.output.split(separator: "\n").dropFirst(2))
            try #require(rows.count == 10, "\(compared.output)")
            // Each command: the first binary's row, then the second's, which printed the same.
            for first in stride(from: 0, to: rows.count, by: 2) {
                #expect(rows[first].hasSuffix("| — |") && rows[first + 1].hasSuffix("| yes |"), "\(compared.output)")
            }
            #expect(rows.contains { $0.hasPrefix("| --changes, every runner | \(framelab) | ") })
        }
    }

    @Test("A binary that is not one is named, and nothing is timed")
    func refusesMissingBinary() throws {
        try withTemporaryDirectory { folder in
            let compared = try Self.compare(
                [folder.path + "/history.sqlite", folder.path + "/no-framelab"], in: folder)
            #expect(compared.status != 0)
            #expect(compared.error.contains("not an executable: \(folder.path)/no-framelab"))
            #expect(compared.output.isEmpty)
        }
    }
}
