import FrameLab
import LabHistory
import LabProcesses
import LabSupport
import RunRecords

extension GateRun {
    /// The baseline to check a build of `toolchain` against: `committed` when its callgrind
    /// counts were made with the same toolchain (or do not say which); else the counts of
    /// runner's latest clean gate run of this toolchain on the branch, where the history has one
    /// with every count; else the gate cannot judge counts, and throws one line saying so.
    ///
    /// `progress` gets a line when the counts come from the history, or the timing baseline was
    /// made with another toolchain (its speedups are still checked: they are ratios of one run).
    package func baseline(
        _ committed: GateBaseline, for toolchain: Toolchain, progress: (String) -> Void
    ) throws(FrameLabError) -> GateBaseline {
        if let made = committed.summaryToolchain, made != toolchain {
            progress("timing baseline of runner \(runner) made with \(made); this build: \(toolchain)")
        }
        guard let made = committed.callgrindToolchain, made != toolchain else { return committed }
        let mismatch = "callgrind counts baselined with \(made); this build: \(toolchain)"
        guard let found = try countsInHistory(of: Array(committed.callgrindCounts.keys), for: toolchain) else {
            throw FrameLabError("\(mismatch); `make gate-update` re-baselines")
        }
        progress("\(mismatch): counts checked against \(found.source), the history's latest of this toolchain")
        var baseline = committed
        baseline.callgrindCounts = Dictionary(uniqueKeysWithValues: found.counts.map { ($0.subject, $0) })
        baseline.functionInstructions = [:]
        return baseline
    }

    /// The counts of `subjects` in runner's latest clean gate run built with `toolchain` on the
    /// branch, and that run as messages name it; `nil` when no run has them all, or there is no
    /// history to ask.
    private func countsInHistory(of subjects: [CallgrindCount.Subject], for toolchain: Toolchain)
        throws(FrameLabError) -> (counts: [CallgrindCount], source: String)?
    {
        guard let history, !subjects.isEmpty else { return nil }
        let store = try HistoryStore(history)
        let chain = try BranchChain.current(in: Git(), store: store)
        var latest: [CallgrindCount.Subject: [String: HistorySeries.Point]] = [:]
        let metrics = Array(CallgrindCount.csvHeader.dropFirst(2))
        for subject in subjects {
            let key = SummaryKey(
                scenario: subject.workload.rawValue, implementation: LabImplementation.optimized.rawValue,
                items: subject.items, refreshRate: 0)
            for metric in metrics {
                let points = try store.series(key, metric: metric, kind: .gate, runner: runner).first?
                    .branchPoints(along: chain).filter { $0.toolchain == toolchain }
                latest[subject, default: [:]][metric] = points?.last
            }
        }
        // One run must have them all: the latest run that counted the first subject.
        guard let run = latest[subjects[0]]?[metrics[0]]?.run else { return nil }
        var counts: [CallgrindCount] = []
        for subject in subjects {
            let values = metrics.compactMap { metric in
                latest[subject]?[metric].flatMap { $0.run == run ? UInt64(exactly: $0.value) : nil }
            }
            guard values.count == metrics.count else { return nil }
            counts.append(
                CallgrindCount(
                    workload: subject.workload, items: subject.items, instructions: values[0],
                    l1DataMisses: values[1], lastLevelDataMisses: values[2], estimatedCycles: values[3]))
        }
        return (counts, "gate run \(run) of runner \(runner)")
    }
}
