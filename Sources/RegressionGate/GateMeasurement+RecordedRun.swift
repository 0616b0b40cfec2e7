import FrameLab
import LabHistory
import LabSupport

extension GateMeasurement {
    /// The gate run as the history keeps it: its timing run folder (environment, summaries,
    /// samples), each kernel workload's callgrind counts as a row of its own, and `checks`.
    package func recordedRun(checks: [GateCheck]) throws(FrameLabError) -> RecordedRun {
        var run = try RecordedRun(folder: runFolder)
        run.kind = .gate
        run.rows += callgrindCounts.map { count in
            RecordedRow(
                scenario: count.workload.rawValue, implementation: "optimized", items: count.items, refreshRate: 0,
                status: RecordedRow.callgrindStatus,
                metrics: Dictionary(
                    uniqueKeysWithValues: zip(CallgrindCount.csvHeader.dropFirst(2), count.csvFields.dropFirst(2)).map {
                        ($0, Double($1)!)
                    }))
        }
        run.checks = checks.map { check in
            RecordedCheck(
                metric: check.metric.rawValue, subject: check.subject, baseline: check.baseline, value: check.now,
                limit: check.threshold, verdict: check.verdict.rawValue)
        }
        return run
    }
}
