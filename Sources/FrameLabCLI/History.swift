import ArgumentParser
import Foundation
import LabHistory
import LabProcesses
import RunRecords

/// `framelab history`: the recorded runs as series over commits, and moving them between
/// databases.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show how metrics moved over commits, from the runs recorded in the history.",
        discussion: """
            Every framelab run and framelab gate records its run in the history: an SQLite file \
            (history.sqlite in the results folder) unless --database or \
            $\(HistoryLocation.environmentVariable) names another file or a postgres:// server. \
            `framelab history` shows series: one metric of one summary row (scenario, \
            implementation, items, refresh rate) on one runner, over the commits of the current \
            branch's first-parent history, several runs of a commit as their median with the \
            least, the most and the interquartile range. Runs of a dirty tree are marked; runs of \
            commits off the branch are listed apart. With --changes it lists the series' change \
            points instead: E-divisive means with a Student's t-test, as Apache Otava finds them \
            (docs/history.md). Exit status 2 for an unknown scenario, implementation or metric \
            (the message lists the history's own).
            """,
        subcommands: [
            Show.self, Acknowledge.self, DetectionQualityCommand.self, Export.self, Import.self, Prune.self,
            Synthesize.self, Windows.self,
        ],
        defaultSubcommand: Show.self)
}

extension History {
    /// `framelab history show`: the series as a table, CSV, JSON or an HTML page of charts.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print series of the history (the default subcommand).")

        @Option(name: .customLong("scenario"), help: "A scenario to show; repeatable (default: every recorded one).")
        var scenarios: [String] = []

        @Option(name: .customLong("implementation"), help: "An implementation to show; repeatable.")
        var implementations = HistorySelection().implementations

        @Option(
            name: .customLong("metric"),
            help: ArgumentHelp(
                "A summary.csv column (or callgrind count) to show; repeatable.",
                discussion:
                    "Default: \(HistorySelection.seriesMetric); with --changes: \(HistorySelection.changeMetrics.joined(separator: ", ")); with --html: \(HistorySelection.pageMetric)."
            ))
        var metrics: [String] = []

        @Option(help: "Only the rows with this many items.")
        var items: Int?

        @Option(help: "Only the rows at this refresh rate, in Hz (0: the gate's callgrind counts).")
        var refreshHz: Int?

        @Option(help: "Only this runner's runs.")
        var runner: String?

        @Option(
            help: ArgumentHelp(
                "The runs to show: run (framelab run, make bench) or gate (framelab gate, whose times are warm).",
                discussion: "Default: run; with --changes, each kind's series."))
        var kind: RecordedRun.Kind?

        @Flag(help: "List the change points of the series instead of their values.")
        var changes = false

        @Flag(
            help: ArgumentHelp(
                "With --changes or --html, search every runner's series again instead of using the searches kept since.",
                discussion: "A runner with no run recorded since its last search is not searched again by default."))
        var searchAgain = false

        @Flag(help: "Print CSV instead of tables.")
        var csv = false

        @Flag(help: "Print JSON instead of tables.")
        var json = false

        @Option(help: "Write an HTML page of trend charts, index.html, into this folder.")
        var html: String?

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if csv && json { throw ValidationError("--csv and --json: choose one") }
            if searchAgain && !changes && html == nil {
                throw ValidationError("--search-again needs --changes or --html")
            }
        }

        func run() throws {
            var selection = HistorySelection(
                scenarios: scenarios, implementations: implementations, metrics: metrics, items: items,
                refreshRate: refreshHz, runner: runner, kind: kind)
            selection.searchesAgain = searchAgain
            let format: HistoryListing.Format = csv ? .csv : json ? .json : .table
            let listing = HistoryListing(
                selection: selection, format: format,
                pageFolder: html.map { URL(fileURLWithPath: $0, isDirectory: true) },
                listsChanges: changes)
            try listing.write(
                from: try storage.preparedHistoryLocation(), repository: Git(), output: { print($0, terminator: "") },
                progress: printProgress)
        }
    }
}
