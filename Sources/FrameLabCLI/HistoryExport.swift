import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabSupport

extension History {
    /// `framelab history export`: every recorded run as JSON lines.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write every recorded run as JSON lines, one run per line (docs/history.md).",
            discussion: """
                Oldest first. `framelab history import` reads the file back, into this database or \
                another (SQLite or PostgreSQL).
                """)

        @Option(help: "The file to write, whole or not at all (default: standard output).")
        var output: String?

        @OptionGroup var storage: ResultsOptions

        func run() throws {
            let store = try HistoryStore(storage.historyLocation)
            guard let output else {
                try store.forEachRun { run throws(FrameLabError) in print(run.jsonLine) }
                return
            }
            let file = URL(fileURLWithPath: output)
            var count = 0
            try WholeWrite.write(file.lastPathComponent, in: file.deletingLastPathComponent()) {
                partial throws(FrameLabError) in
                try FrameLabError.attempt(at: file) {
                    guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                        throw FrameLabError("cannot create \(partial.path)")
                    }
                    let handle = try FileHandle(forWritingTo: partial)
                    defer { try? handle.close() }
                    try store.forEachRun { run throws(FrameLabError) in
                        try FrameLabError.attempt(at: file) {
                            try handle.write(contentsOf: Data((run.jsonLine + "\n").utf8))
                        }
                        count += 1
                    }
                }
            } place: { partial throws(FrameLabError) in
                try FrameLabError.attempt(at: file) {
                    guard rename(partial.path, file.path) == 0 else {
                        throw FrameLabError(String(cString: strerror(errno)))
                    }
                }
            }
            printProgress("wrote \(output): \(count) runs")
        }
    }
}
