/// Two runs' summaries compared metric by metric, on the rows both have: `comparison.csv`.
public struct SummaryComparison {
    /// A row for each compared metric of each summary row in both runs, in B's order; a metric
    /// empty in either run (a speedup without a reference) is left out.
    public var rows: [ComparisonRow]
    /// The summary rows of A that B does not have.
    public var keysOnlyInA: [SummaryKey]
    /// The summary rows of B that A does not have.
    public var keysOnlyInB: [SummaryKey]
    /// The smallest change, in percent of A, that counts as improved or regressed.
    public var thresholdPercent: Double

    /// Compares run `a` with run `b`; changes smaller than `thresholdPercent` percent of A are
    /// unchanged.
    public init(_ a: SummaryFile, _ b: SummaryFile, thresholdPercent: Double) {
        let metricsInA = Dictionary(a.rows.map { ($0.key, $0.metrics) }) { first, _ in first }
        let keysInB = Set(b.rows.map(\.key))
        rows = b.rows.flatMap { row in
            ComparedMetric.allCases.compactMap { metric -> ComparisonRow? in
                guard let valueInA = metricsInA[row.key]?[metric], let valueInB = row.metrics[metric] else {
                    return nil
                }
                return ComparisonRow(
                    key: row.key, metric: metric, a: valueInA, b: valueInB, thresholdPercent: thresholdPercent)
            }
        }
        keysOnlyInA = a.rows.map(\.key).filter { !keysInB.contains($0) }
        keysOnlyInB = b.rows.map(\.key).filter { metricsInA[$0] == nil }
        self.thresholdPercent = thresholdPercent
    }

    /// What changed, for a terminal: how many metrics improved, stayed and regressed, a table of
    /// those that improved or regressed, and the rows only one run has.
    public var report: String {
        let counts = [ComparisonRow.Verdict.improved, .unchanged, .regressed].map { verdict in
            "\(rows.count { $0.verdict == verdict }) \(verdict.rawValue)"
        }
        let threshold = thresholdPercent.description(significantDigits: 3)
        var report = "\(rows.count) metrics compared, threshold \(threshold)%: \(counts.joined(separator: ", "))\n"
        let changed = rows.filter { $0.verdict != .unchanged }
        if !changed.isEmpty {
            report += "\n" + TextTable(columns: Self.columns, rows: changed).text
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
            TableColumn(title: "verdict") { $0.verdict.rawValue },
        ]
    }
}

extension ComparedMetric {
    /// A value of the metric in the table of changes.
    fileprivate func cell(_ value: Double) -> String {
        isCount ? value.compactDescription : value.description(significantDigits: 3)
    }
}
