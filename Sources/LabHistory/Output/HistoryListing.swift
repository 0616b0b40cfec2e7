import Algorithms
import Foundation
import LabProcesses
import LabSupport
import LabTables

/// What `framelab history` prints: the selected series along the current branch, or their change
/// points, as a table, CSV, JSON or an HTML page of trend charts.
package struct HistoryListing: Sendable {
    /// How the listing is written.
    package enum Format: Hashable, Sendable {
        /// Tables for a terminal.
        case table
        /// CSV (RFC 4180).
        case csv
        /// JSON, indented, keys sorted.
        case json
    }

    /// The series listed.
    package var selection: HistorySelection
    /// How they are written.
    package var format: Format
    /// The folder where a page of trend charts, `index.html`, is written instead (of series, not
    /// of change points).
    package var pageFolder: URL?
    /// Whether the change points of the series are listed instead of their values.
    package var listsChanges: Bool

    /// A listing; see the properties.
    package init(selection: HistorySelection, format: Format, pageFolder: URL? = nil, listsChanges: Bool) {
        self.selection = selection
        self.format = format
        self.pageFolder = pageFolder
        self.listsChanges = listsChanges
    }

    /// Reads the history at `location` along the branch `repository` has checked out
    /// (``BranchChain``) and writes the listing: what goes to standard output through `output`,
    /// lines for people (how many were found, where a page was written, what could not be
    /// placed on the branch) through `progress`.
    package func write(
        from location: HistoryLocation, repository: Git, output: (String) -> Void, progress: (String) -> Void
    ) throws(FrameLabError) {
        let store = try HistoryStore(location)
        guard try store.hasRuns() else {
            progress(
                "no run is recorded in \(location) yet: make bench records one, "
                    + "framelab history import records run folders")
            return
        }
        let branch = try BranchChain.current(in: repository, store: store, progress: progress)
        if let note = branch.unplacedNote { progress(note) }
        if listsChanges {
            try writeChanges(in: store, along: branch, output: output, progress: progress)
            return
        }
        if let pageFolder {
            try writePage(in: pageFolder, from: store, along: branch, progress: progress)
            return
        }
        let views = try selection.views(in: store, along: branch)
        switch format {
        case .csv: output(views.flatMap(\.csvRecords).csvText())
        case .json: output(try Self.json(views) + "\n")
        case .table:
            output(views.map(\.text).joined(separator: "\n"))
            if views.isEmpty { progress("no recorded runs match") }
        }
    }

    /// Writes the trend page of the selected series, with their change points, into `folder`:
    /// of ``HistorySelection/pageMetric`` unless metrics are selected.
    private func writePage(
        in folder: URL, from store: HistoryStore, along chain: BranchChain, progress: (String) -> Void
    ) throws(FrameLabError) {
        var charted = selection
        if charted.metrics.isEmpty, try store.metricNames().contains(HistorySelection.pageMetric) {
            charted.metrics = [HistorySelection.pageMetric]
        }
        // The change points of what `--changes` with this selection searches and the charts, a
        // scenario's series read once, searched, drawn and let go at a time: a team's history
        // is millions of points.
        let metrics = try charted.rowsAndMetrics(in: store, defaultMetrics: [HistorySelection.seriesMetric]).metrics
        charted.metrics = metrics.sorted()
        charted.kind = charted.kind ?? .run
        // Its charts place every point on the chain: by run, not by hashing each commit.
        var page = TrendPage(chain: try store.placed(chain, runner: charted.runner))
        var (charts, seriesCount) = ("", 0)
        try charted.forEachScenario(in: store, along: chain) { changes, views throws(FrameLabError) in
            page.changes += changes
            charts += page.charts(of: views)
            seriesCount += views.count
        }
        let file = folder.appending(path: "index.html")
        try WholeWrite.replaceFile(at: file, with: page.html(charts: charts))
        progress("wrote \(file.path) (\(seriesCount) series, \(page.changes.count) change points)")
    }

    /// Writes the change points of the selected series, as a table, CSV or JSON.
    private func writeChanges(
        in store: HistoryStore, along chain: BranchChain, output: (String) -> Void, progress: (String) -> Void
    ) throws(FrameLabError) {
        let (found, rows, metrics) = try selection.changes(in: store, along: chain)
        switch format {
        case .csv: output(found.map(DetectedChangeRecord.init).csvText())
        case .json: output(try Self.json(found) + "\n")
        case .table:
            output(DetectedChange.text(found))
            let acknowledged = found.count { $0.acknowledgement != nil }
            let keeping = store.lastKeeping
            progress(
                "\(found.count) change point\(found.count == 1 ? "" : "s") in \(rows) rows × \(metrics) metrics"
                    + (acknowledged > 0 ? ", \(acknowledged) acknowledged" : "")
                    + (keeping.runnersKept > 0
                        ? " (\(keeping.runnersKept) of \(keeping.runnersSearched + keeping.runnersKept) runners "
                            + "as kept by an earlier search: no run recorded since)" : "")
                    + (keeping.runnersResumed > 0
                        ? "; \(keeping.runnersResumed) runner\(keeping.runnersResumed == 1 ? "'s" : "s'") series "
                            + "searched on from where the earlier search held" : ""))
        }
        if let problem = store.lastKeeping.problem {
            progress("the change points could not be kept for the next call: \(problem.message)")
        }
    }

    /// `value` as --json prints it: indented, keys sorted, dates in ISO 8601.
    private static func json(_ value: some Encodable) throws(FrameLabError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw FrameLabError("cannot encode JSON: \(error)")
        }
    }
}
