/// Each compared metric of each summary row, once per repetition of a run: the samples
/// `framelab compare` tests. A repetition is the unit of noise on a shared machine (frames
/// within one are not independent), so each contributes one value: its own summary's, the
/// same-run ratios computed within the repetition.
package struct RepetitionSamples {
    /// The values of each metric of each row, one per repetition, in the repetitions' order.
    package var values: [SummaryKey: [ComparedMetric: [Double]]]

    /// The samples of a run's frame records.
    package init(_ records: [FrameRecord]) {
        values = [:]
        let repetitions = Dictionary(grouping: records, by: \.repetition).sorted { $0.key < $1.key }
        for (_, records) in repetitions {
            for summary in FrameSummary.summaries(of: records) {
                for metric in ComparedMetric.allCases {
                    if let value = summary.value(of: metric) {
                        values[summary.key, default: [:]][metric, default: []].append(value)
                    }
                }
            }
        }
    }

    /// The values of `metric` in the row `key`, one per repetition; empty when there are none.
    package subscript(key: SummaryKey, metric: ComparedMetric) -> [Double] {
        values[key]?[metric] ?? []
    }
}
