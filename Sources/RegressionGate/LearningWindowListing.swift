import LabHistory
import LabProcesses
import LabStatistics
import LabSupport
import LabTables
import RunRecords

/// What `framelab history windows` prints: the learning windows a runner's next gate run checks
/// its speedups against (``HistoryStore/nextLearningWindows(runner:along:)``), one line per
/// row of its newest gate run, with the drop each row would fail on.
package struct LearningWindowListing: Sendable {
    /// The runner whose next gate run is meant.
    package var runner: String

    /// A listing of `runner`'s windows.
    package init(runner: String) {
        self.runner = runner
    }

    /// Reads the history at `location` along the branch `repository` has checked out and writes
    /// the table through `output`, lines for people (what the table covers, what could not be
    /// placed on the branch) through `progress`.
    package func write(
        from location: HistoryLocation, repository: Git, output: (String) -> Void, progress: (String) -> Void
    ) throws(FrameLabError) {
        let store = try HistoryStore(location)
        let branch = try BranchChain.current(in: repository, store: store, progress: progress)
        if let note = branch.unplacedNote { progress(note) }
        guard let next = try store.nextLearningWindows(runner: runner, along: branch) else {
            progress("runner \(runner) has no gate run in \(location): its gate checks speedups against the snapshot")
            return
        }
        progress(
            "runner \(runner)'s next gate run, built as its newest (\(next.newest.run)), checks these rows' speedups "
                + "against the window of each that has \(LearningWindow.minimumRuns)+ runs, the others against the "
                + "committed snapshot")
        let rows = next.keys.map { (key: $0, window: next.windows[$0]) }
        output(TextTable(columns: Self.columns, rows: rows).text)
    }

    /// The table's columns.
    private static var columns: [TableColumn<(key: SummaryKey, window: LearningWindow?)>] {
        [
            TableColumn(title: "row") { Gate.subject($0.key) },
            TableColumn(title: "window median", isNumeric: true) { row in
                row.window.map { Quantity.ratio.description($0.samples.quantile(0.5)) } ?? "—"
            },
            TableColumn(title: "runs", isNumeric: true) { row in row.window.map { String($0.runs.count) } ?? "—" },
            TableColumn(title: "since") { row in
                row.window.map { "\($0.since.shortSHA) \($0.since.subject ?? "")" }
                    ?? "fewer than \(LearningWindow.minimumRuns) runs: snapshot"
            },
            TableColumn(title: "limit", isNumeric: true) { row in
                row.window.map { "−" + Quantity.percent.description(LearnedCheck.limit(of: $0) * 100) } ?? "—"
            },
        ]
    }
}
