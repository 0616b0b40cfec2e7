import ArgumentParser
import Foundation
import LabHistory

/// The option that says where the history is, shared by the commands that record or read it.
struct HistoryOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The history: an SQLite file, or a postgres://user:password@host:port/database URL (default: $\(HistoryLocation.environmentVariable), else history.sqlite in the results folder).",
            valueName: "file-or-url"))
    var database: String?

    /// The history's location, `history.sqlite` in `results` unless told otherwise.
    func location(results: String) -> HistoryLocation {
        HistoryLocation(argument: database, results: URL(fileURLWithPath: results, isDirectory: true))
    }
}
