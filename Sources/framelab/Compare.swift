import ArgumentParser
import Foundation
import FrameLab

/// `framelab compare`: two runs' summaries, metric by metric, as `comparison.csv`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two runs' summaries, metric by metric.",
        discussion: """
            Joins the summary.csv of run A and of run B on scenario, implementation, items and \
            refresh_hz, and writes comparison.csv (into B's folder unless --output says where): \
            for each row both runs have, p50_ms, p99_ms, over_budget, hitch_ms_per_s, \
            allocs_per_frame and speedup_vs_reference in A and in B, the change in percent of A, \
            and a verdict, improved, unchanged or regressed (less time, fewer frames over budget, \
            fewer hitches and allocations are better; a higher speedup is). Prints the rows that \
            improved or regressed.
            """)

    @Argument(help: "Run A, the one compared with: a run folder or its summary.csv.")
    var a: String

    @Argument(help: "Run B: a run folder or its summary.csv.")
    var b: String

    @Option(help: "Where to write comparison.csv (default: B's folder).")
    var output: String?

    @Option(
        parsing: .unconditional,
        help: "The smallest change, in percent of A, that counts as improved or regressed (default: 10).",
        transform: NumericArgument.number)
    var threshold: Double = 10

    func validate() throws {
        guard threshold >= 0 else { throw ValidationError("--threshold must not be negative") }
    }

    func run() throws {
        let summaryA = try SummaryFile(runOrFile: a)
        let summaryB = try SummaryFile(runOrFile: b)
        let comparison = SummaryComparison(summaryA, summaryB, thresholdPercent: threshold)
        let file =
            output.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: summaryB.path).deletingLastPathComponent().appending(path: "comparison.csv")
        try comparison.rows.writeCSV(to: file)
        print(comparison.report, terminator: "")
        print("wrote \(file.path)")
    }
}
