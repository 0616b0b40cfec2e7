import ChangePoints

/// How the lab applies change-point detection to its metrics.
///
/// A timing series gets Otava's algorithm with its p-value limit (``gateRunAlpha``) split over
/// the series examined together (Bonferroni): a gate run's timing series are looked at as one,
/// and a false alarm in any of them is the gate's false alarm. Each p-value is also multiplied by the places its
/// segments could have split at, as the t-test judges the split E-divisive picked as the best;
/// each side of a change must hold five runs, as a single run has no spread of its own and a
/// few slow runs in a row are common in this lab's heavy-tailed noise; the series is searched as
/// logarithms, as its noise and its changes are relative; and each run is its fastest repetition
/// (``RunValue/fastestRepetition``), which a neighbour's burst moves least (`framelab history
/// detection-quality` measured each choice). A deterministic count (callgrind's) changes
/// whenever its value does: one run a side, and the t-test of two constant segments is certain.
package enum ChangeDetection {
    /// The callgrind counts, which are exact.
    package static let deterministicMetrics: Set<String> = [
        "instructions", "l1_data_misses", "last_level_data_misses", "estimated_cycles",
    ]

    /// The p-value limit of everything examined at once, split over its series: 0.2 %, to keep
    /// false alarms under 1 in 100 step-free gate runs (`framelab history detection-quality`
    /// checks it); the corrections are conservative in theory but not quite in this noise, so
    /// the limit sits well below the false-alarm rate it is to keep.
    package static let gateRunAlpha = 0.002

    /// The fewest runs on each side of a timing change.
    package static let minimumSegmentLength = 5

    /// Whether `metric` is an exact count.
    package static func isDeterministic(_ metric: String) -> Bool {
        deterministicMetrics.contains(metric)
    }

    /// Whether a larger value of `metric` is better: a speedup (`speedup_vs_reference`,
    /// `speedup_vs_cached`) or a percentage of the bandwidth bound; times and counts are better
    /// smaller.
    package static func isHigherBetter(_ metric: String) -> Bool {
        metric.hasPrefix("speedup_vs_") || metric.hasPrefix("percent_of_")
    }

    /// The detector of a timing series examined with `seriesPerRun - 1` others.
    package static func detector(
        seriesPerRun: Int, alpha: Double = gateRunAlpha, minimumSegment: Int = minimumSegmentLength,
        correctsForSplitChoice: Bool = true
    ) -> ChangePointDetector {
        ChangePointDetector(
            maximumPValue: alpha / Double(max(seriesPerRun, 1)), minimumSegmentLength: minimumSegment,
            comparesLogarithms: true, correctsForSplitChoice: correctsForSplitChoice)
    }

    /// The detector of `metric`, examined with `seriesPerRun - 1` other timing series.
    package static func detector(for metric: String, seriesPerRun: Int) -> ChangePointDetector {
        isDeterministic(metric) ? ChangePointDetector() : detector(seriesPerRun: seriesPerRun)
    }
}
