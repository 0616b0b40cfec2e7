import Foundation
import RunRecords

/// What a `framelab run` played and wrote: its run folder, what the workers sent, its
/// environment and summaries, and whether it passed (every worker finished, every frame agreed
/// with the reference).
package struct RunOutcome: Sendable {
    /// The run folder.
    package var folder: URL
    /// What the workers sent.
    package var results: LabResults
    /// The machine, toolchain and commit it ran on.
    package var environment: RunEnvironment
    /// The summaries of its records.
    package var summaries: [FrameSummary]

    /// The outcome of a run written to `folder`; see the properties.
    package init(folder: URL, results: LabResults, environment: RunEnvironment) {
        self.folder = folder
        self.results = results
        self.environment = environment
        summaries = results.summaries
    }

    /// The summaries that disagree with the reference.
    private var mismatched: [FrameSummary] { summaries.filter { $0.status == .mismatch } }

    /// Whether every worker finished and every frame agreed with the reference.
    package var passed: Bool { results.failures.isEmpty && mismatched.isEmpty }

    /// The summary table, each failed worker with the end of its standard error, where the report
    /// is and, when the run did not pass, why.
    package var report: String {
        var lines = [SummaryTable.render(summaries)]
        for failure in results.failures {
            lines.append("FAILED \(failure.label): \(failure.reason)")
            if !failure.standardErrorTail.isEmpty {
                lines.append(
                    failure.standardErrorTail.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        lines.append("report: \(folder.appending(path: "report.html").path)")
        if !passed {
            lines.append(
                "\(results.failures.count) workers failed, \(mismatched.count) summaries disagree with the reference")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
