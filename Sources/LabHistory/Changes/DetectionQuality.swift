import LabStatistics

/// How well a rule finds regressions in series whose noise is a runner's own: synthetic series
/// resampled from the values of unchanged code, with and without a step, as `framelab history
/// detection-quality` measures it.
package struct DetectionQuality {
    /// The noise of one recorded series of unchanged code.
    package struct NoiseSource: Sendable {
        /// The series, for the report: `p50_ms · switch-list-to-grid · N = 100000 · 60 Hz`.
        package var name: String
        /// Its values over their median.
        package var ratios: [Double]
        /// Whether a larger value is better (a speedup), so that a regression divides it.
        package var higherIsBetter: Bool

        /// A source; see the properties.
        package init(name: String, values: [Double], higherIsBetter: Bool) {
            self.name = name
            let median = values.quantile(0.5)
            ratios = values.map { $0 / median }
            self.higherIsBetter = higherIsBetter
        }
    }

    /// Where a rule alarms in a series: the indices of the values it flags.
    package typealias Rule = (_ values: [Double], _ higherIsBetter: Bool) -> [Int]

    /// The noise sources, one per series of a gate run.
    package var sources: [NoiseSource]
    /// The values of each synthetic series.
    package var length = 50
    /// The series with a step, per step size.
    package var seriesPerStep = 1000
    /// The step-free gate runs, each one series per source.
    package var gateRuns = 200
    /// The regressions tried, relative: 0.3 makes a time 1.3× as long (a speedup 1/1.3×).
    package var steps = [0.1, 0.3, 1.0]
    /// The fewest values before and after a step: it falls uniformly in
    /// `margin...(length - margin)`.
    package var margin = 5
    /// The random generator's seed: the same seed, the same series.
    package var seed: UInt64 = 1

    /// Evaluation on `sources`; see the properties.
    package init(sources: [NoiseSource]) {
        self.sources = sources
    }

    /// A rule's results: per step, the series where it alarmed within one value of the step;
    /// then the step-free gate runs where any series alarmed anywhere.
    package struct Result: Sendable {
        /// One step size's recall.
        package struct Recall: Sendable {
            /// The step, relative.
            package var step: Double
            /// The series found within ±1 of the step.
            package var found: Int
            /// The series tried.
            package var total: Int
            /// The source whose series were found least often, with its counts.
            package var worst: (source: String, found: Int, total: Int)
        }

        /// Per step size.
        package var recalls: [Recall]
        /// The step-free gate runs with an alarm in any of their series.
        package var falseAlarmRuns: Int
        /// The step-free gate runs.
        package var gateRuns: Int
        /// The step-free series with an alarm.
        package var falseAlarmSeries: Int
        /// The step-free series.
        package var series: Int
        /// The source whose step-free series alarmed most often, with its count.
        package var noisiest: (source: String, alarms: Int)
    }

    /// Evaluates `rule` on the same synthetic series as every other rule of this evaluation.
    package func evaluate(_ rule: Rule) -> Result {
        var generator = SplitMix64(seed: seed)
        var recalls: [Result.Recall] = []
        for step in steps {
            var perSource = Array(repeating: (found: 0, total: 0), count: sources.count)
            for index in 0..<seriesPerStep {
                let source = index % sources.count
                let position = Int.random(in: margin...(length - margin), using: &generator)
                let values = series(of: sources[source], step: step, at: position, using: &generator)
                perSource[source].total += 1
                if rule(values, sources[source].higherIsBetter).contains(where: { abs($0 - position) <= 1 }) {
                    perSource[source].found += 1
                }
            }
            let worst = perSource.indices.min {
                Double(perSource[$0].found) / Double(max(perSource[$0].total, 1))
                    < Double(perSource[$1].found) / Double(max(perSource[$1].total, 1))
            }!
            recalls.append(
                Result.Recall(
                    step: step, found: perSource.map(\.found).reduce(0, +), total: seriesPerStep,
                    worst: (sources[worst].name, perSource[worst].found, perSource[worst].total)))
        }
        var alarms = Array(repeating: 0, count: sources.count)
        var falseAlarmRuns = 0
        for _ in 0..<gateRuns {
            var alarmed = false
            for (index, source) in sources.enumerated() {
                let values = series(of: source, step: 0, at: length, using: &generator)
                if !rule(values, source.higherIsBetter).isEmpty {
                    alarms[index] += 1
                    alarmed = true
                }
            }
            if alarmed { falseAlarmRuns += 1 }
        }
        let noisiest = alarms.indices.max { alarms[$0] < alarms[$1] }!
        return Result(
            recalls: recalls, falseAlarmRuns: falseAlarmRuns, gateRuns: gateRuns,
            falseAlarmSeries: alarms.reduce(0, +), series: gateRuns * sources.count,
            noisiest: (sources[noisiest].name, alarms[noisiest]))
    }

    /// `length` values resampled from `source`, worse by `step` from `position` on.
    private func series(
        of source: NoiseSource, step: Double, at position: Int, using generator: inout SplitMix64
    ) -> [Double] {
        (0..<length).map { index in
            let ratio = source.ratios.randomElement(using: &generator)!
            guard index >= position else { return ratio }
            return source.higherIsBetter ? ratio / (1 + step) : ratio * (1 + step)
        }
    }

    /// Today's gate rule for a ratio: alarm where a value is worse than the series's first (the
    /// committed snapshot) by more than `percent`: a ratio below (1 − percent/100) of it, a time
    /// above 1/(1 − percent/100) of it.
    package static func snapshotRule(percent: Double) -> Rule {
        { values, higherIsBetter in
            let limit = 1 - percent / 100
            return values.indices.filter { index in
                higherIsBetter ? values[index] < values[0] * limit : values[index] > values[0] / limit
            }
        }
    }
}
