import ArgumentParser
import ChangePoints
import FrameLab
import LabHistory
import RunRecords

extension History {
    /// `framelab history detection-quality`: how well change-point detection and the fixed
    /// snapshot rule find regressions in this runner's own noise.
    struct DetectionQualityCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "detection-quality",
            abstract: "Measure how well regressions are found in series resampled from this runner's noise.",
            discussion: """
                Reads the runner's clean runs of unchanged code (the commit with the most gate runs, \
                unless --commit), one noise source per optimized timing series with at least \
                --minimum-runs values. Then builds synthetic series of --length values resampled \
                from a source, with a regression of +10 %, +30 % and +100 % at a random run (at least \
                5 runs from either end), and step-free gate runs of one series per source, and \
                reports for change-point detection (p-value corrected over the gate run's series) and \
                for the fixed snapshot rule: the series where each found the step within one run, \
                the worst source, and the step-free gate runs with any alarm (docs/history.md).
                """)

        @Option(help: "The runner whose noise to use (default: this machine's).")
        var runner: String?

        @Option(help: "The runs to read: gate or run.")
        var kind: RecordedRun.Kind = .gate

        @Option(help: "The commit of unchanged code (default: the one with the most runs).")
        var commit: String?

        @Option(
            name: .customLong("metric"),
            help: "A timing metric whose series are noise sources; repeatable (default: the gate's timing checks').")
        var metrics: [String] = ["speedup_vs_reference", "percent_of_memcpy", "steady_p99_ms", "worst_frame_ms"]

        @Option(help: "The fewest runs a noise source needs.")
        var minimumRuns = 20

        @Option(help: "The series with a step, per step size.")
        var series = 1000

        @Option(help: "The step-free gate runs.")
        var gateRuns = 200

        @Option(help: "The values of each synthetic series.")
        var length = 50

        @Option(help: "The random seed: the same seed, the same series.")
        var seed: UInt64 = 1

        @Option(help: "The false-alarm rate of a gate run, split over its series (Bonferroni).")
        var alpha = ChangeDetection.gateRunAlpha

        @Option(help: "The fewest runs on each side of a change point.")
        var minimumSegment = ChangeDetection.minimumSegmentLength

        @Flag(inversion: .prefixedNo, help: "Multiply each p-value by the places its segments could split at.")
        var splitCorrection = true

        @Option(help: "The snapshot rule's limit, in percent.")
        var snapshotPercent = 30.0

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            guard minimumRuns >= 2 else { throw ValidationError("--minimum-runs \(minimumRuns): at least 2") }
            guard length >= 12 else { throw ValidationError("--length \(length): at least 12") }
            guard series > 0, gateRuns > 0 else { throw ValidationError("--series and --gate-runs: at least 1") }
            guard alpha > 0, alpha < 1 else { throw ValidationError("--alpha \(alpha): between 0 and 1") }
        }

        func run() throws {
            let location = storage.historyLocation
            let store = try HistoryStore(location)
            let runner = try Runner.current(explicit: runner)
            let sha: String
            if let commit {
                sha = try RecordedCommit.hash(of: commit)
            } else {
                guard let measured = try store.mostMeasuredCommit(runner: runner, kind: kind) else {
                    throw ValidationError("no clean \(kind.rawValue) runs of runner \(runner) in \(location.displayed)")
                }
                sha = measured
            }
            let known = try store.metricNames()
            if let unknown = metrics.first(where: { !known.contains($0) }) {
                throw ValidationError(
                    "unknown metric \(unknown.debugDescription): the history has \(known.joined(separator: ", "))")
            }
            let keys = try store.keys().filter { $0.implementation == "optimized" && $0.refreshRate > 0 }
            let sources = try store.noiseSources(
                commit: sha, runner: runner, kind: kind, keys: keys,
                metrics: metrics, minimumRuns: minimumRuns)
            guard !sources.isEmpty else {
                throw ValidationError(
                    "no series of runner \(runner) has \(minimumRuns) clean \(kind.rawValue) runs of "
                        + "\(sha.prefix(12)): record more (make gate), or lower --minimum-runs")
            }
            printProgress(
                "noise: \(sources.count) series of runner \(runner)'s \(kind.rawValue) runs of \(sha.prefix(12)); "
                    + "\(series) series per step, \(gateRuns) step-free gate runs of \(sources.count) series, "
                    + "\(length) runs each")
            var evaluation = DetectionQuality(sources: sources)
            evaluation.length = length
            evaluation.seriesPerStep = series
            evaluation.gateRuns = gateRuns
            evaluation.seed = seed
            let detector = ChangeDetection.detector(
                seriesPerRun: sources.count, alpha: alpha, minimumSegment: minimumSegment,
                correctsForSplitChoice: splitCorrection)
            let rules: [(String, DetectionQuality.Rule)] = [
                (
                    "change points (p ≤ \(alpha.compactDescription)/\(sources.count)"
                        + (splitCorrection ? "/splits" : "") + ", ≥ \(minimumSegment) runs a side)",
                    { values, _ in detector.changePoints(in: values).map(\.index) }
                ),
                (
                    "snapshot −\(snapshotPercent.compactDescription) %",
                    DetectionQuality.snapshotRule(percent: snapshotPercent)
                ),
            ]
            var results: [(String, DetectionQuality.Result)] = []
            for (name, rule) in rules {
                printProgress("\(name) …")
                results.append((name, evaluation.evaluate(rule)))
            }
            print(DetectionQuality.text(results), terminator: "")
        }
    }
}
