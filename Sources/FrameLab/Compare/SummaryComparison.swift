import LabStatistics
import LabSupport
import LabTables
import RunRecords

/// Two runs compared metric by metric, on the summary rows both have, as Go's benchstat
/// compares benchmarks: `comparison.csv`.
///
/// Each metric's values per repetition in A and in B are two samples, and the Mann-Whitney U
/// test says how likely a difference as large is by chance; the p-values are corrected for the
/// number of metrics tested (Holm). A metric improved or regressed only when its change is both
/// significant (adjusted p below α) and at least the threshold. Where a row has a same-run
/// speedup over the reference in both runs, its times are judged through that ratio, which the
/// noise of the machine between the runs cancels out of, and not on their own.
package struct SummaryComparison {
    /// A row for each compared metric of each summary row in both runs, in B's order; a metric
    /// empty in either run (a speedup without a reference) is left out.
    package var rows: [ComparisonRow]
    /// The summary rows of A that B does not have.
    package var keysOnlyInA: [SummaryKey]
    /// The summary rows of B that A does not have.
    package var keysOnlyInB: [SummaryKey]
    /// The smallest change, in percent of A, that counts as improved or regressed.
    package var thresholdPercent: Double
    /// The significance level the adjusted p-values are held to.
    package var alpha: Double

    /// Compares run `a` with run `b`, their summaries and their samples per repetition; changes
    /// smaller than `thresholdPercent` percent of A, or not significant at `alpha` once
    /// corrected, are unchanged.
    package init(
        _ a: SummaryFile, _ b: SummaryFile, samplesA: RepetitionSamples, samplesB: RepetitionSamples,
        thresholdPercent: Double, alpha: Double = 0.05
    ) {
        let metricsInA = Dictionary(a.rows.map { ($0.key, $0.metrics) }) { first, _ in first }
        let keysInB = Set(b.rows.map(\.key))
        let pairs = b.rows.flatMap { row in
            ComparedMetric.allCases.compactMap { metric -> (SummaryKey, ComparedMetric, Double, Double, Double?)? in
                guard let metricsOfA = metricsInA[row.key], let valueInA = metricsOfA[metric],
                    let valueInB = row.metrics[metric]
                else { return nil }
                let hasRatio =
                    row.key.implementation != LabImplementation.reference.rawValue
                    && metricsOfA[.speedupVersusReference] != nil && row.metrics[.speedupVersusReference] != nil
                let pValue =
                    metric.isTime && hasRatio
                    ? nil : MannWhitneyU.pValue(samplesA[row.key, metric], samplesB[row.key, metric])
                return (row.key, metric, valueInA, valueInB, pValue)
            }
        }
        let tested = pairs.indices.filter { pairs[$0].4 != nil }
        let adjusted = Dictionary(
            uniqueKeysWithValues: zip(tested, HolmCorrection.adjusted(tested.map { pairs[$0].4! })))
        rows = pairs.indices.map { index in
            let (key, metric, valueInA, valueInB, pValue) = pairs[index]
            return ComparisonRow(
                key: key, metric: metric, a: valueInA, b: valueInB, pValue: pValue, adjustedPValue: adjusted[index],
                thresholdPercent: thresholdPercent, alpha: alpha)
        }
        keysOnlyInA = a.rows.map(\.key).filter { !keysInB.contains($0) }
        keysOnlyInB = b.rows.map(\.key).filter { metricsInA[$0] == nil }
        self.thresholdPercent = thresholdPercent
        self.alpha = alpha
    }

    /// What changed, in `format` (a terminal's, or Markdown for a pull request): how many
    /// metrics improved, stayed and regressed, a table of those that improved or regressed, and
    /// the rows only one run has.
    package func report(in format: TableFormat = .text) -> String {
        let counts = [ComparisonRow.Verdict.improved, .unchanged, .regressed].map { verdict in
            "\(rows.count { $0.verdict == verdict }) \(verdict.rawValue)"
        }
        let threshold = thresholdPercent.description(significantDigits: 3)
        let tested = rows.count { $0.verdict != .judgedByRatio }
        var report =
            "\(tested) metrics tested (Mann-Whitney U per repetition, Holm-corrected, α = \(alpha.compactDescription)), "
            + "threshold \(threshold)%: \(counts.joined(separator: ", ")); "
            + "\(rows.count - tested) times judged by their same-run speedup\n"
        let changed = rows.filter { $0.verdict == .improved || $0.verdict == .regressed }
        if !changed.isEmpty {
            report += "\n" + format.render(Self.columns, changed)
        }
        let unmatched = [(keysOnlyInA, "A"), (keysOnlyInB, "B")].filter { !$0.0.isEmpty }.map { keys, run in
            let rows = keys.map {
                "\($0.scenario) \($0.implementation) \($0.items.countDescription) \($0.refreshRate) Hz"
            }
            return "Only in \(run): \(rows.joined(separator: ", "))\n"
        }
        return report + (unmatched.isEmpty ? "" : "\n" + unmatched.joined())
    }

    /// The columns of the table of changes: counts whole, measures to 3 significant digits.
    private static var columns: [TableColumn<ComparisonRow>] {
        SummaryKey.tableColumns(key: \.key) + [
            TableColumn(title: "metric") { $0.metric.rawValue },
            TableColumn(title: "A", isNumeric: true) { $0.metric.cell($0.a) },
            TableColumn(title: "B", isNumeric: true) { $0.metric.cell($0.b) },
            TableColumn(title: "delta %", isNumeric: true) {
                $0.deltaPercent.map { ($0 > 0 ? "+" : "") + $0.description(significantDigits: 3) } ?? "new"
            },
            TableColumn(title: "p adj.", isNumeric: true) {
                $0.adjustedPValue?.description(significantDigits: 2) ?? ""
            },
            TableColumn(title: "verdict") { $0.verdict.rawValue },
        ]
    }
}

extension ComparedMetric {
    /// A value of the metric in the table of changes, with its unit.
    fileprivate func cell(_ value: Double) -> String {
        Quantity(metric: rawValue).description(value)
    }
}
