import ArgumentParser
import Foundation
import LabHistory

/// Where a command's results go and come from: the results folder and the history database,
/// shared by `run`, `gate` and the `history` subcommands.
struct ResultsOptions: ParsableArguments {
    @Option(help: "The results folder: runs/, latest, and the default history.sqlite.")
    var results = "results"

    @Option(
        help: ArgumentHelp(
            "The history: an SQLite file, or a postgres://user:password@host:port/database URL (default: $\(HistoryLocation.environmentVariable), else history.sqlite in the results folder).",
            valueName: "file-or-url"))
    var database: String?

    /// The results folder.
    var resultsDirectory: URL { URL(fileURLWithPath: results, isDirectory: true) }

    /// The history's location: `--database`, else `$FRAMELAB_DATABASE_URL`, else
    /// `history.sqlite` in the results folder.
    var historyLocation: HistoryLocation { HistoryLocation(argument: database, results: resultsDirectory) }

    /// ``historyLocation`` for a command whose first write may be the history's (`history`,
    /// `bisect`): the results folder is made when the history is its default file there, as a
    /// fresh clone has none (`run` and `gate` make it with their run folders); a file elsewhere
    /// must be in a folder that exists.
    func preparedHistoryLocation() throws -> HistoryLocation {
        let location = historyLocation
        if location == .defaultFile(in: resultsDirectory) {
            try FileManager.default.createDirectory(at: resultsDirectory, withIntermediateDirectories: true)
        }
        return location
    }
}
