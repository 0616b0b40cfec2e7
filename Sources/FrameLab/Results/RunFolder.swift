import Foundation
import LabSupport
import RunRecords
import StrictJSON

/// The folder of one run, `runs/<UTC timestamp>-<short git sha>/` under the results folder,
/// with `frames.csv`, `summary.csv`, `report.html` and `environment.txt`.
///
/// A run is written whole or not at all: into a hidden `.partial-…` folder, which is renamed
/// when every file is there; then the results folder's `latest` link is pointed at it.
package enum RunFolder {
    /// Creates `runs/` in `resultsDirectory` if needed and checks that folders can be made in
    /// it, so that a driver can refuse before it runs anything; the error names the folder.
    package static func validateWritable(_ resultsDirectory: URL) throws(FrameLabError) {
        let runs = runsDirectory(in: resultsDirectory)
        try FrameLabError.attempt(at: runs) {
            try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
            // access(2) rather than a probe file, which an interrupt could leave behind.
            guard access(runs.path, W_OK | X_OK) == 0 else { throw FrameLabError(String(cString: strerror(errno))) }
        }
    }

    /// Writes a run's files into a new folder in `runs/` of `resultsDirectory`, named after the
    /// date the run started and its git commit (with `-2`, `-3`… if the name is taken), and
    /// points `latest` in `resultsDirectory` at it.
    ///
    /// If a file cannot be written, nothing is left behind and the error names the path.
    ///
    /// - Returns: The run's folder.
    @discardableResult
    package static func write(
        results: LabResults, environment: RunEnvironment, trends: [RunTrend] = [], to resultsDirectory: URL
    ) throws(FrameLabError) -> URL {
        try validateWritable(resultsDirectory)
        let runs = runsDirectory(in: resultsDirectory)
        let name = "\(environment.date.ISO8601Format(timestampStyle))-\(environment.gitCommit ?? "unknown")"
        let folder = try WholeWrite.write(name, in: runs) { partial throws(FrameLabError) in
            try FrameLabError.attempt(at: partial) {
                try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false)
            }
            try writeFiles(into: partial, name: name, results: results, environment: environment, trends: trends)
        } place: { partial throws(FrameLabError) in
            let folder = freeFolder(in: runs, named: name)
            try FrameLabError.attempt(at: folder) { try FileManager.default.moveItem(at: partial, to: folder) }
            return folder
        }
        try pointLatest(in: resultsDirectory, at: folder)
        return folder
    }

    /// `runs/` in `resultsDirectory`.
    private static func runsDirectory(in resultsDirectory: URL) -> URL {
        resultsDirectory.appending(path: "runs", directoryHint: .isDirectory)
    }

    /// A UTC timestamp with no separators but the `T`: `20261122T031500Z`.
    private static let timestampStyle = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted)

    private static func writeFiles(
        into folder: URL, name: String, results: LabResults, environment: RunEnvironment, trends: [RunTrend]
    ) throws(FrameLabError) {
        let summaries = results.summaries
        try results.records.writeCSV(to: folder.appending(path: "frames.csv"))
        try summaries.writeCSV(to: folder.appending(path: "summary.csv"))
        let report = HTMLReport(
            runName: name, environment: environment, summaries: summaries, records: results.records,
            failures: results.failures, trends: trends)
        try write(report.html, to: folder.appending(path: "report.html"))
        try write(environment.text, to: folder.appending(path: "environment.txt"))
    }

    private static func write(_ text: String, to file: URL) throws(FrameLabError) {
        try FrameLabError.attempt(at: file) { try Data(text.utf8).write(to: file) }
    }

    /// The folder `name` in `runs`, or `name-2`, `name-3`… if it exists: two runs can start in
    /// the same second.
    private static func freeFolder(in runs: URL, named name: String) -> URL {
        let names = (1...).lazy.map { $0 == 1 ? name : "\(name)-\($0)" }
        let free = names.first { !FileManager.default.fileExists(atPath: runs.appending(path: $0).path) }!
        return runs.appending(path: free, directoryHint: .isDirectory)
    }

    /// Points the link `latest` in `resultsDirectory` at `folder` in one step: a new link is made
    /// under a temporary name, then renamed over the old one.
    private static func pointLatest(in resultsDirectory: URL, at folder: URL) throws(FrameLabError) {
        let latest = resultsDirectory.appending(path: "latest")
        try WholeWrite.write("latest", in: resultsDirectory) { link throws(FrameLabError) in
            try FrameLabError.attempt(at: latest) {
                try FileManager.default.createSymbolicLink(
                    atPath: link.path, withDestinationPath: "runs/\(folder.lastPathComponent)")
            }
        } place: { link throws(FrameLabError) in
            try FrameLabError.attempt(at: latest) {
                guard rename(link.path, latest.path) == 0 else { throw FrameLabError(String(cString: strerror(errno))) }
            }
        }
    }
}
