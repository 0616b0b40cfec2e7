import LabProcesses
import LabSupport
import RunRecords

extension HistoryStore {
    /// For each optimized row at 60 Hz of `summaries`, its worst and median frame in the runs
    /// `runner` recorded before of the branch `repository` has checked out (``BranchChain``; the
    /// last ``RunTrend/length``, in branch order), for the run's report; rows without earlier
    /// runs are left out.
    package func trends(of summaries: [FrameSummary], runner: String, repository: Git) throws(FrameLabError)
        -> [RunTrend]
    {
        let chain = try BranchChain.current(in: repository, store: self)
        let keys = summaries.map(\.key).filter { $0.implementation == "optimized" && $0.refreshRate == 60 }
        var trends: [RunTrend] = []
        for key in keys {
            guard let worst = try series(key, metric: "worst_frame_ms", runner: runner).first,
                let median = try series(key, metric: "p50_ms", runner: runner).first
            else { continue }
            let medians = Dictionary(median.points.map { ($0.run, $0.value) }) { first, _ in first }
            let onBranch = worst.branchPoints(along: chain, includingDirtyRuns: true)
            let runs = onBranch.suffix(RunTrend.length).compactMap { point in
                medians[point.run].map {
                    RunTrend.Run(
                        label: point.commit.shortSHA + (point.commit.isDirty ? "*" : ""),
                        worstFrameMilliseconds: point.value, p50Milliseconds: $0)
                }
            }
            if !runs.isEmpty { trends.append(RunTrend(key: key, earlierRuns: runs)) }
        }
        return trends
    }
}
