import Foundation
import FrameLab

/// The committed baseline the gate compares with: a summary of a gate run
/// (`results/baseline.csv`) and the optimized kernels' instruction counts
/// (`results/baseline-instructions.csv`).
public struct GateBaseline {
    /// The summary rows, by key.
    public var summary: [SummaryKey: SummaryFile.Row]
    /// The instruction counts, by workload and item count.
    public var instructionCounts: [InstructionCount.Subject: InstructionCount]

    /// Creates a baseline from its rows and counts.
    public init(summary: [SummaryFile.Row], instructionCounts: [InstructionCount]) {
        self.summary = Dictionary(summary.map { ($0.key, $0) }) { first, _ in first }
        self.instructionCounts = Dictionary(instructionCounts.map { ($0.subject, $0) }) { first, _ in first }
    }

    /// Reads the baseline's two files. A missing, truncated or corrupted file throws, naming the
    /// file (and the line, for a bad record); a missing file says how to create it.
    public static func load(summaryPath: String, instructionCountsPath: String) throws(FrameLabError) -> GateBaseline {
        for path in [summaryPath, instructionCountsPath] where !FileManager.default.fileExists(atPath: path) {
            throw FrameLabError("\(path): no such baseline file; `make gate-update` measures and writes one")
        }
        return GateBaseline(
            summary: try SummaryFile(runOrFile: summaryPath).rows,
            instructionCounts: try InstructionCountFile.read(from: instructionCountsPath))
    }
}
