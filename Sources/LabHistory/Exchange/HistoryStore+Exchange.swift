import Foundation
import LabSupport

extension HistoryStore {
    /// Writes every recorded run to `file` as JSON lines, oldest first, whole or not at all (a
    /// partial file beside it, renamed when complete); the number of runs written.
    package func export(to file: URL) throws(FrameLabError) -> Int {
        var count = 0
        try WholeWrite.write(file.lastPathComponent, in: file.deletingLastPathComponent()) {
            partial throws(FrameLabError) in
            try FrameLabError.attempt(at: file) {
                guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                    throw FrameLabError("cannot create \(partial.path)")
                }
                let handle = try FileHandle(forWritingTo: partial)
                defer { try? handle.close() }
                try forEachRun { run throws(FrameLabError) in
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
        return count
    }

    /// Records `runs` in order, each in one transaction, a line on `progress` for each (recorded,
    /// with its rows and time, or already there); how many were new.
    package func record(_ runs: [RecordedRun], progress: (String) -> Void) throws(FrameLabError) -> Int {
        var recorded = 0
        for (index, run) in runs.enumerated() {
            let clock = ContinuousClock()
            let start = clock.now
            let isNew = try record(run)
            let seconds = (clock.now - start) / .seconds(1)
            recorded += isNew ? 1 : 0
            let commit = run.commit.isKnown ? "" : ", commit \(run.commit.sha) not in this repository"
            progress(
                "[\(index + 1)/\(runs.count)] \(run.runner.name) \(run.name): "
                    + (isNew
                        ? "recorded, \(run.rows.count) rows in \(seconds.description(significantDigits: 2)) s\(commit)"
                        : "already recorded"))
        }
        return recorded
    }
}
