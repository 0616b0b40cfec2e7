import LabSupport

/// How a command records its run: after its run folder is written, and without ever costing
/// the run its results or its exit status.
package enum HistoryRecording {
    /// Records the run `makeRun` builds in the history at `location`. `report` gets one line:
    /// where the run was recorded, or that it was not and why (the database unreachable, locked
    /// past its timeout, corrupted, of a newer schema; the run folder unreadable).
    ///
    /// - Returns: Whether the run is in the history now.
    @discardableResult
    package static func record(
        in location: HistoryLocation, report: (String) -> Void,
        _ makeRun: () throws(FrameLabError) -> RecordedRun
    ) -> Bool {
        do {
            let run = try makeRun()
            let isNew = try HistoryStore(location).record(run)
            report(
                isNew
                    ? "recorded in the history: \(location.displayed) (\(run.rows.count) rows)"
                    : "already in the history: \(location.displayed)")
            return true
        } catch {
            report("the run was not recorded in the history: \(error.message)")
            return false
        }
    }
}
