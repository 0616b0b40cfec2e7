import ArgumentParser
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

        /// The evaluation's defaults, which the options show.
        private static let defaults = DetectionQualityRun()

        @Option(help: "The runner whose noise to use (default: this machine's).")
        var runner: String?

        @Option(help: "The runs to read: gate or run.")
        var kind = Self.defaults.kind

        @Option(help: "The commit of unchanged code (default: the one with the most runs).")
        var commit: String?

        @Option(
            name: .customLong("metric"),
            help: "A timing metric whose series are noise sources; repeatable (default: the gate's timing checks').")
        var metrics = Self.defaults.metrics

        @Option(help: "The fewest runs a noise source needs.")
        var minimumRuns = Self.defaults.minimumRuns

        @Option(help: "The series with a step, per step size.")
        var series = Self.defaults.evaluation.seriesPerStep

        @Option(help: "The step-free gate runs.")
        var gateRuns = Self.defaults.evaluation.gateRuns

        @Option(help: "The values of each synthetic series.")
        var length = Self.defaults.evaluation.length

        @Option(help: "The random seed: the same seed, the same series.")
        var seed = Self.defaults.evaluation.seed

        @Option(help: "The false-alarm rate of a gate run, split over its series (Bonferroni).")
        var alpha = Self.defaults.alpha

        @Option(help: "The fewest runs on each side of a change point.")
        var minimumSegment = Self.defaults.minimumSegment

        @Flag(inversion: .prefixedNo, help: "Multiply each p-value by the places its segments could split at.")
        var splitCorrection = Self.defaults.correctsForSplitChoice

        @Option(help: "The snapshot rule's limit, in percent.")
        var snapshotPercent = Self.defaults.snapshotPercent

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            guard minimumRuns >= 2 else { throw ValidationError("--minimum-runs \(minimumRuns): at least 2") }
            guard length >= 12 else { throw ValidationError("--length \(length): at least 12") }
            guard series > 0, gateRuns > 0 else { throw ValidationError("--series and --gate-runs: at least 1") }
            guard alpha > 0, alpha < 1 else { throw ValidationError("--alpha \(alpha): between 0 and 1") }
        }

        func run() throws {
            var study = DetectionQualityRun()
            study.runner = runner
            study.kind = kind
            study.commit = commit
            study.metrics = metrics
            study.minimumRuns = minimumRuns
            study.evaluation.seriesPerStep = series
            study.evaluation.gateRuns = gateRuns
            study.evaluation.length = length
            study.evaluation.seed = seed
            study.alpha = alpha
            study.minimumSegment = minimumSegment
            study.correctsForSplitChoice = splitCorrection
            study.snapshotPercent = snapshotPercent
            print(try study.run(in: try storage.preparedHistoryLocation(), progress: printProgress), terminator: "")
        }
    }
}
