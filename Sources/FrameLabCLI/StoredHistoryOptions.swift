import ArgumentParser
import Foundation
import LabHistory

/// The options every `framelab history` subcommand shares: the results folder and the
/// database, which say together where the history is.
struct StoredHistoryOptions: ParsableArguments {
    @Option(help: "The results folder (where the default history.sqlite is).")
    var results = "results"

    @OptionGroup var history: HistoryOptions

    /// The history's location: `--database`, else `$FRAMELAB_DATABASE_URL`, else
    /// `history.sqlite` in `--results`.
    var location: HistoryLocation { history.location(results: results) }
}
