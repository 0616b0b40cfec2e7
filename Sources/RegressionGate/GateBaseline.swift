import Foundation
import FrameLab
import LabSupport
import RunRecords

/// The committed baselines the gate compares with, in `results/baselines/`: the optimized
/// kernels' callgrind counts, `callgrind.csv`, which every runner shares (they are the same on
/// any machine with the same toolchain), with each function's share of them,
/// `callgrind-functions.csv`, and each runner's own timing summary, `<runner>/summary.csv`; each
/// with the toolchain that made it, `toolchain.txt` beside it.
package struct GateBaseline {
    /// The runner's summary rows, by key; `nil` when the runner has no timing baseline yet.
    package var summary: [SummaryKey: SummaryFile.Row]?
    /// The callgrind counts, by workload and item count.
    package var callgrindCounts: [CallgrindCount.Subject: CallgrindCount]
    /// Each workload's functions' instructions, by workload and item count; empty when the
    /// baselines have none.
    package var functionInstructions: [CallgrindCount.Subject: FunctionInstructions]
    /// The toolchain that made the callgrind counts; `nil` for baselines that do not say.
    package var callgrindToolchain: Toolchain?
    /// The toolchain that made the runner's timing summary; `nil` when it does not say.
    package var summaryToolchain: Toolchain?

    /// Creates a baseline from its rows (`nil`: none for this runner), counts and functions.
    package init(
        summary: [SummaryFile.Row]?, callgrindCounts: [CallgrindCount],
        functionInstructions: [FunctionInstructions] = [], callgrindToolchain: Toolchain? = nil,
        summaryToolchain: Toolchain? = nil
    ) {
        self.summary = summary.map { rows in Dictionary(rows.map { ($0.key, $0) }) { first, _ in first } }
        self.callgrindCounts = Dictionary(callgrindCounts.map { ($0.subject, $0) }) { first, _ in first }
        self.functionInstructions = Dictionary(functionInstructions.map { ($0.subject, $0) }) { first, _ in first }
        self.callgrindToolchain = callgrindToolchain
        self.summaryToolchain = summaryToolchain
    }

    /// The toolchain file of the baseline file at `path`: `toolchain.txt` in its folder.
    package static func toolchainPath(besides path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appending(path: "toolchain.txt").path
    }

    /// The toolchain of the baseline file at `path`, or `nil` when none is recorded beside it.
    private static func toolchain(besides path: String) throws(FrameLabError) -> Toolchain? {
        let file = toolchainPath(besides: path)
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        return try Toolchain(text: text, path: file)
    }

    /// The shared callgrind counts in the baselines folder `directory`.
    package static func callgrindPath(in directory: String) -> String {
        URL(fileURLWithPath: directory).appending(path: "callgrind.csv").path
    }

    /// The shared per-function instructions in the baselines folder `directory`.
    package static func functionsPath(in directory: String) -> String {
        URL(fileURLWithPath: directory).appending(path: "callgrind-functions.csv").path
    }

    /// The timing summary of `runner` in the baselines folder `directory`.
    package static func summaryPath(in directory: String, runner: String) -> String {
        URL(fileURLWithPath: directory).appending(path: runner).appending(path: "summary.csv").path
    }

    /// Reads the baselines of `runner` in `directory`. The callgrind counts must be there; the
    /// runner's summary may be missing (a new runner). A missing, truncated or corrupted file
    /// throws, naming the file (and the line, for a bad record); a missing one says how to
    /// create it.
    package static func load(directory: String, runner: String) throws(FrameLabError) -> GateBaseline {
        let callgrind = callgrindPath(in: directory)
        guard FileManager.default.fileExists(atPath: callgrind) else {
            throw FrameLabError("\(callgrind): no such baseline file; `make gate-update` measures and writes one")
        }
        let summary = summaryPath(in: directory, runner: runner)
        let functions = functionsPath(in: directory)
        let hasSummary = FileManager.default.fileExists(atPath: summary)
        return GateBaseline(
            summary: hasSummary ? try SummaryFile(runOrFile: summary).rows : nil,
            callgrindCounts: try CallgrindCountFile.read(from: callgrind),
            functionInstructions: FileManager.default.fileExists(atPath: functions)
                ? Array(try FunctionInstructionsFile.read(from: functions).values) : [],
            callgrindToolchain: try toolchain(besides: callgrind),
            summaryToolchain: hasSummary ? try toolchain(besides: summary) : nil)
    }

    /// Writes `summaries` as `runner`'s timing baseline, and `callgrindCounts` and
    /// `functionInstructions` as the shared callgrind baselines, each with `toolchain`, in the
    /// baselines folder `directory`, each file whole or not at all; returns the summary's and the
    /// counts' paths.
    package static func record(
        summaries: [FrameSummary], callgrindCounts: [CallgrindCount], functionInstructions: [FunctionInstructions],
        toolchain: Toolchain, in directory: String, runner: String
    ) throws(FrameLabError) -> (summary: String, callgrind: String) {
        let (summary, callgrind) = (summaryPath(in: directory, runner: runner), callgrindPath(in: directory))
        try WholeWrite.replaceFile(at: URL(fileURLWithPath: summary), with: summaries.csvText())
        try WholeWrite.replaceFile(at: URL(fileURLWithPath: callgrind), with: callgrindCounts.csvText())
        for path in [summary, callgrind] {
            try WholeWrite.replaceFile(at: URL(fileURLWithPath: toolchainPath(besides: path)), with: toolchain.text)
        }
        try WholeWrite.replaceFile(
            at: URL(fileURLWithPath: functionsPath(in: directory)),
            with: FunctionInstructionsFile.csvText(functionInstructions))
        return (summary, callgrind)
    }
}
