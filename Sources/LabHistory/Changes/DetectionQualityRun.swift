import LabSupport
import RunRecords

/// `framelab history detection-quality`: how well change-point detection and the fixed snapshot
/// rule find regressions in one runner's own noise. Reads the runner's clean runs of unchanged
/// code (one noise source per optimized timing series with enough values), then evaluates both
/// rules on the same synthetic series (``DetectionQuality``).
package struct DetectionQualityRun: Sendable {
    /// The runner whose noise to use; this machine's when `nil`.
    package var runner: String?
    /// The runs to read.
    package var kind = RecordedRun.Kind.gate
    /// The commit of unchanged code, by any name git knows; the one with the most runs when `nil`.
    package var commit: String?
    /// The timing metrics whose series are noise sources: the gate's timing checks'.
    package var metrics = ["speedup_vs_reference", "percent_of_memcpy", "steady_p99_ms", "worst_frame_ms"]
    /// The fewest runs a noise source needs.
    package var minimumRuns = 20
    /// The synthetic series' length, counts and seed (its sources come from the history).
    package var evaluation = DetectionQuality(sources: [])
    /// The false-alarm rate of a gate run, split over its series (Bonferroni).
    package var alpha = ChangeDetection.gateRunAlpha
    /// The fewest runs on each side of a change point.
    package var minimumSegment = ChangeDetection.minimumSegmentLength
    /// Whether each p-value is multiplied by the places its segments could split at.
    package var correctsForSplitChoice = true
    /// The snapshot rule's limit, in percent.
    package var snapshotPercent = 30.0

    /// An evaluation with the defaults; set the properties to change them.
    package init() {}

    /// Reads the noise from the history at `location` and evaluates both rules, with a line on
    /// `progress` as each starts; the report. Throws, naming what is missing, for an unknown
    /// metric or commit, or a runner without enough clean runs.
    package func run(in location: HistoryLocation, progress: (String) -> Void) throws(FrameLabError) -> String {
        let store = try HistoryStore(location)
        let runner = try Runner.current(explicit: runner)
        let sha: String
        if let commit {
            sha = try RecordedCommit.hash(of: commit)
        } else {
            guard let measured = try store.mostMeasuredCommit(runner: runner, kind: kind) else {
                throw FrameLabError("no clean \(kind.rawValue) runs of runner \(runner) in \(location)")
            }
            sha = measured
        }
        try HistoryStore.requireKnown(metrics, "metric", among: try store.metricNames())
        let keys = try store.keys().filter {
            $0.implementation == LabImplementation.optimized.rawValue && $0.refreshRate > 0
        }
        var evaluation = evaluation
        evaluation.sources = try store.noiseSources(
            commit: sha, runner: runner, kind: kind, keys: keys, metrics: metrics, minimumRuns: minimumRuns)
        let sources = evaluation.sources.count
        guard sources > 0 else {
            throw FrameLabError(
                "no series of runner \(runner) has \(minimumRuns) clean \(kind.rawValue) runs of "
                    + "\(sha.prefix(12)): record more (make gate), or lower --minimum-runs")
        }
        progress(
            "noise: \(sources) series of runner \(runner)'s \(kind.rawValue) runs of \(sha.prefix(12)); "
                + "\(evaluation.seriesPerStep) series per step, \(evaluation.gateRuns) step-free gate runs of "
                + "\(sources) series, \(evaluation.length) runs each")
        let detector = ChangeDetection.detector(
            seriesPerRun: sources, alpha: alpha, minimumSegment: minimumSegment,
            correctsForSplitChoice: correctsForSplitChoice)
        let rules: [(String, DetectionQuality.Rule)] = [
            (
                "change points (p ≤ \(alpha.compactDescription)/\(sources)"
                    + (correctsForSplitChoice ? "/splits" : "") + ", ≥ \(minimumSegment) runs a side)",
                { values, _ in detector.changePoints(in: values).map(\.index) }
            ),
            (
                "snapshot −\(snapshotPercent.compactDescription) %",
                DetectionQuality.snapshotRule(percent: snapshotPercent)
            ),
        ]
        var results: [(String, DetectionQuality.Result)] = []
        for (name, rule) in rules {
            progress("\(name) …")
            results.append((name, evaluation.evaluate(rule)))
        }
        return DetectionQuality.text(results)
    }
}
