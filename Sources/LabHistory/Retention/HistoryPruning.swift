import Foundation
import LabProcesses
import LabSupport

/// `framelab history prune`: works out what a ``RetentionPolicy`` keeps of a history, says it,
/// and only when told to (`applies`) carries it out.
package struct HistoryPruning: Sendable {
    /// What is kept.
    package var policy: RetentionPolicy
    /// Whether the plan is carried out; otherwise it is only printed (a dry run).
    package var applies: Bool

    /// A pruning; see the properties.
    package init(policy: RetentionPolicy, applies: Bool) {
        self.policy = policy
        self.applies = applies
    }

    /// Prunes the history at `location` along the current branch of `repository` (whose change
    /// points and learning windows it keeps), `now` being when "recent" counts back from; the
    /// plan and the outcome go to `output`, progress lines to `progress`. Refuses outside a
    /// repository: without the branch, the evidence cannot be found.
    package func run(
        on location: HistoryLocation, repository: Git, now: Date = Date(), output: (String) -> Void,
        progress: (String) -> Void
    ) throws(FrameLabError) {
        let store = try HistoryStore(location)
        let branch = try BranchChain.current(in: repository, store: store, progress: progress)
        guard !branch.commits.isEmpty else {
            throw FrameLabError(
                "prune keeps the runs around the change points of the current branch, which it finds in git's "
                    + "history: run it in the repository's clone")
        }
        if let note = branch.unplacedNote { progress(note) }
        progress("history: finding the change points and learning windows of \(try store.runCount()) runs")
        let plan = try store.prunePlan(policy, along: branch, now: now)
        guard applies else {
            output(plan.description(applied: false) + ". Nothing was changed: --apply prunes.\n")
            return
        }
        let before = fileSize(location)
        progress("history: pruning \(location) in one transaction, then reclaiming the space")
        try store.prune(plan)
        let sizes = before.flatMap { before in
            fileSize(location).map { "; \(location) went from \(before) to \($0) bytes" }
        }
        output(plan.description(applied: true) + (sizes ?? "") + ".\n")
    }

    /// The size of an SQLite history's file, in bytes; `nil` for a server.
    private func fileSize(_ location: HistoryLocation) -> Int? {
        guard case .sqlite(let path) = location else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }
}
