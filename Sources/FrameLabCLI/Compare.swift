import ArgumentParser
import Foundation
import FrameLab
import LabTables
import RunRecords

/// `framelab compare`: two runs, metric by metric, with a rank test per metric, as
/// `comparison.csv`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two runs metric by metric, as benchstat does.",
        discussion: """
            Joins the summary.csv of run A and of run B on scenario, implementation, items and \
            refresh_hz and compares p50_ms, p99_ms, over_budget, hitch_ms_per_s, allocs_per_frame, \
            speedup_vs_reference and the lab's own columns. Each metric's values per repetition \
            (from each run's frames.csv: one value per repetition, since the noise on a shared \
            machine is between repetitions) are compared with the Mann-Whitney U test, and the \
            p-values corrected for the number of metrics (Holm). A change is reported as improved \
            or regressed only when it is significant (adjusted p < --alpha) and at least \
            --threshold percent; rank tests need repetitions: with fewer than about 8 per run \
            nothing can be significant. The times of a row with a same-run speedup over the \
            reference in both runs are judged through that speedup (verdict by-ratio). Writes \
            comparison.csv (into B's folder unless --output says where) with the p-values and \
            verdicts, and prints the rows that improved or regressed.
            """)

    @Argument(help: "Run A, the one compared with: a run folder (with summary.csv and frames.csv).")
    var a: String

    @Argument(help: "Run B: a run folder.")
    var b: String

    @Option(help: "Where to write comparison.csv (default: B's folder).")
    var output: String?

    @Option(
        parsing: .unconditional,
        help: "The smallest change, in percent of A, that counts as improved or regressed (default: 10).",
        transform: NumericArgument.number)
    var threshold: Double = 10

    @Option(
        parsing: .unconditional, help: "The significance level of the corrected p-values (default: 0.05).",
        transform: NumericArgument.number)
    var alpha: Double = 0.05

    @Option(
        help: "How to print the changes: text for a terminal, markdown for a pull request (comparison.csv is the same)."
    )
    var format: TableFormat = .text

    func validate() throws {
        guard threshold >= 0 else { throw ValidationError("--threshold must not be negative") }
        guard alpha > 0 && alpha < 1 else { throw ValidationError("--alpha \(alpha) must be between 0 and 1") }
    }

    func run() throws {
        let (comparison, file) = try SummaryComparison.compareRuns(
            a, b, thresholdPercent: threshold, alpha: alpha, writingTo: output.map { URL(fileURLWithPath: $0) })
        print(comparison.report(in: format), terminator: "")
        print("wrote \(file.path)")
    }
}
