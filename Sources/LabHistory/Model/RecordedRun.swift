import Foundation

/// One run as the history keeps it: its commit, its runner, the machine's activity, every
/// metric of every summary row with its per-repetition samples, and for a gate run its checks.
/// Encoded as JSON, it is one line of `framelab history export`.
package struct RecordedRun: Codable, Hashable, Sendable {
    /// Which command made the run.
    package enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// `framelab run` (`make bench`).
        case run
        /// `framelab gate` (`make gate`): its timing run, callgrind counts and checks.
        case gate
    }

    /// The run folder's name, `<UTC time>-<short sha>`: with the runner, what identifies the run,
    /// so that recording it twice keeps one.
    package var name: String
    /// Which command made the run.
    package var kind: Kind
    /// When the run started (to the second).
    package var date: Date
    /// The source measured.
    package var commit: RecordedCommit
    /// The machine and build that measured it.
    package var runner: RecordedRunner
    /// The larger 1-minute load average at the run's start and end, or `nil` when unknown.
    package var loadAverage: Double?
    /// The processor time stolen by the hypervisor during the run, in percent, or `nil` when
    /// unknown.
    package var stealPercent: Double?
    /// The command that started the run, as a shell reads it.
    package var commandLine: String
    /// The run folder's path when it was recorded, for linking to its report.
    package var folder: String?
    /// The branch or ref the run measured (``RunReference``), or `nil` when unknown.
    package var ref: String?
    /// The branch a pull request merges into, when the run measured the pull request's merge
    /// commit; `nil` for a branch's commit.
    package var pullRequestBase: String?
    /// Each summary row, and for a gate run each callgrind count.
    package var rows: [RecordedRow]
    /// The gate's checks, in its table's order; empty for other runs.
    package var checks: [RecordedCheck]

    /// Creates a run; see the properties.
    package init(
        name: String, kind: Kind, date: Date, commit: RecordedCommit, runner: RecordedRunner, loadAverage: Double?,
        stealPercent: Double?, commandLine: String, folder: String?, ref: String? = nil, pullRequestBase: String? = nil,
        rows: [RecordedRow], checks: [RecordedCheck] = []
    ) {
        self.name = name
        self.kind = kind
        self.date = date
        self.commit = commit
        self.runner = runner
        self.loadAverage = loadAverage
        self.stealPercent = stealPercent
        self.commandLine = commandLine
        self.folder = folder
        self.ref = ref
        self.pullRequestBase = pullRequestBase
        self.rows = rows
        self.checks = checks
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, date, commit, runner
        case loadAverage = "load_average"
        case stealPercent = "steal_percent"
        case commandLine = "command_line"
        case folder, ref
        case pullRequestBase = "pull_request_base"
        case rows, checks
    }
}
