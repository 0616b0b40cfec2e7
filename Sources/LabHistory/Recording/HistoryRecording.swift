import LabProcesses
import LabSupport

/// How a command records its run: after its run folder is written, and without ever costing
/// the run its results or its exit status.
package enum HistoryRecording {
    /// Records the run `makeRun` builds in the history at `location`, with the commits of the
    /// branch `repository` has checked out between the run's and the nearest one the history
    /// already places (``BranchChain/unrecordedAncestry(in:store:)``). `report` gets one line:
    /// where the run was recorded, or that it was not and why (the database unreachable, locked
    /// past its timeout, corrupted, of a newer schema; the run folder unreadable).
    ///
    /// - Returns: Whether the run is in the history now.
    @discardableResult
    package static func record(
        in location: HistoryLocation, repository: Git = Git(), report: (String) -> Void,
        _ makeRun: () throws(FrameLabError) -> RecordedRun
    ) -> Bool {
        do {
            let run = try makeRun()
            let store = try HistoryStore(location)
            // The commits first: when they fail, the run is not recorded, as the line says.
            if run.commit.isKnown && run.commit.sha == repository.commitHash("HEAD") {
                try store.recordParents(try BranchChain.unrecordedAncestry(in: repository, store: store))
            }
            let isNew = try store.record(run)
            report(
                isNew
                    ? "recorded in the history: \(location) (\(run.rows.count) rows)"
                    : "already in the history: \(location)")
            return true
        } catch {
            report("the run was not recorded in the history: \(error.message)")
            return false
        }
    }
}
