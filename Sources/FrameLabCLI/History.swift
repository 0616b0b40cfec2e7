import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabProcesses
import LabSupport
import RunRecords

/// `framelab history`: the recorded runs as series over commits, and moving them between
/// databases.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        subcommands: [Show.self, Acknowledge.self, DetectionQualityCommand.self, Export.self, Import.self],
        defaultSubcommand: Show.self)
}

extension History {
    /// The metrics `--changes` looks at unless told: the gate's timing metrics, the frames that
    /// change the layout, and the instruction counts.
    static let changeMetrics = [
        "p50_ms", "steady_p99_ms", "worst_frame_ms", "max_layout_change_ms", "speedup_vs_reference",
        "percent_of_memcpy", "instructions",
    ]

    /// `framelab history show`: the series as a table, CSV, JSON or an HTML page of charts.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print series of the history (the default subcommand).")

        @Option(name: .customLong("scenario"), help: "A scenario to show; repeatable (default: every recorded one).")
        var scenarios: [String] = []

        @Option(name: .customLong("implementation"), help: "An implementation to show; repeatable.")
        var implementations: [String] = ["optimized"]

        @Option(
            name: .customLong("metric"),
            help: ArgumentHelp(
                "A summary.csv column (or callgrind count) to show; repeatable.",
                discussion: "Default: worst_frame_ms; with --changes: \(History.changeMetrics.joined(separator: ", "))."
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

        @Flag(help: "Print CSV instead of tables.")
        var csv = false

        @Flag(help: "Print JSON instead of tables.")
        var json = false

        @Option(help: "Write an HTML page of trend charts, index.html, into this folder.")
        var html: String?

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if csv && json { throw ValidationError("--csv and --json: choose one") }
        }

        func run() throws {
            let location = storage.historyLocation
            let store = try HistoryStore(location)
            guard try store.runCount() > 0 else {
                printProgress(
                    "no run is recorded in \(location.displayed) yet: make bench records one, "
                        + "framelab history import records run folders")
                return
            }
            let chain = Git().firstParentChain()
            if changes {
                try printChanges(in: store, along: chain)
                return
            }
            let views = try selectedViews(in: store, along: chain)
            if let html {
                let page = URL(fileURLWithPath: html, isDirectory: true).appending(path: "index.html")
                try WholeWrite.replaceFile(at: page, with: TrendPage(views: views, chain: chain).html)
                printProgress("wrote \(page.path) (\(views.count) series)")
            } else if csv {
                try views.flatMap(\.csvRecords).writeCSVToStandardOutput()
            } else if json {
                print(String(decoding: try Self.jsonEncoder.encode(views), as: UTF8.self))
            } else {
                print(views.map(\.text).joined(separator: "\n"), terminator: "")
                if views.isEmpty { printProgress("no recorded runs match") }
            }
        }

        /// The encoder of --json: indented, keys sorted, dates in ISO 8601.
        private static var jsonEncoder: JSONEncoder {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            return encoder
        }

        /// Prints the change points of the selected series, as a table, CSV or JSON.
        private func printChanges(in store: HistoryStore, along chain: [String]) throws {
            let (keys, metrics) = try selection(in: store, defaultMetrics: History.changeMetrics)
            // The timing series of one runner and kind are examined together, as a gate run's are.
            let timingSeries =
                keys.filter { $0.refreshRate > 0 }.count * metrics.count { !ChangeDetection.isDeterministic($0) }
            let found = try store.changes(
                keys: keys, metrics: metrics, kinds: kind.map { [$0] } ?? [.run, .gate], runner: runner, along: chain
            ) { metric in ChangeDetection.detector(for: metric, seriesPerRun: timingSeries) }
            if csv {
                try found.map(DetectedChangeRecord.init).writeCSVToStandardOutput()
            } else if json {
                print(String(decoding: try Self.jsonEncoder.encode(found), as: UTF8.self))
            } else {
                print(DetectedChange.text(found), terminator: "")
                let acknowledged = found.count { $0.acknowledgement != nil }
                printProgress(
                    "\(found.count) change point\(found.count == 1 ? "" : "s") in \(keys.count) rows × \(metrics.count) metrics"
                        + (acknowledged > 0 ? ", \(acknowledged) acknowledged" : ""))
            }
        }

        /// The series the options select, each runner's apart, in key and metric order, along
        /// `chain` (the current branch's first-parent commits).
        private func selectedViews(in store: HistoryStore, along chain: [String]) throws -> [SeriesView] {
            let (keys, metrics) = try selection(in: store, defaultMetrics: ["worst_frame_ms"])
            return try keys.flatMap { key in
                try metrics.flatMap { metric in
                    try store.series(key, metric: metric, kind: kind ?? .run, runner: runner).map {
                        SeriesView($0, chain: chain)
                    }
                }
            }
        }

        /// The rows and metrics the options select (`defaultMetrics` those the history has, when
        /// no --metric is given); throws for an unknown scenario, implementation or metric.
        private func selection(in store: HistoryStore, defaultMetrics: [String]) throws -> (
            keys: [SummaryKey], metrics: [String]
        ) {
            let keys = try store.keys()
            let known = Set(try store.metricNames())
            try requireKnown(scenarios, "scenario", among: Set(keys.map(\.scenario)))
            try requireKnown(implementations, "implementation", among: Set(keys.map(\.implementation)))
            try requireKnown(metrics, "metric", among: known)
            let selected = keys.filter { key in
                (scenarios.isEmpty || scenarios.contains(key.scenario)) && implementations.contains(key.implementation)
                    && items.map { $0 == key.items } ?? true && refreshHz.map { $0 == key.refreshRate } ?? true
            }
            return (selected, metrics.isEmpty ? defaultMetrics.filter(known.contains) : metrics)
        }

        /// Throws, naming `names`' first unknown one and the known ones, unless each is `known`.
        private func requireKnown(_ names: [String], _ kind: String, among known: Set<String>) throws {
            guard let unknown = names.first(where: { !known.contains($0) }) else { return }
            throw ValidationError(
                "unknown \(kind) \(unknown.debugDescription): the history has \(known.sorted().joined(separator: ", "))"
            )
        }
    }
}
