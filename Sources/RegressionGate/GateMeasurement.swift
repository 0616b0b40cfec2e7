import Foundation
import FrameLab
import RunRecords

/// What one gate run measured, before anything is checked: the timing run (its folder and
/// summaries), the verification of its optimized frames, the workers that failed, and the
/// callgrind counts.
package struct GateMeasurement {
    /// The timing run's folder.
    package var runFolder: URL
    /// The timing run's summaries: the gate's scenarios on the reference and optimized kernels
    /// without the reference mirror, and the worst-frame check's scenario with it.
    package var summaries: [FrameSummary]
    /// The summaries of the run that compares the timed scenarios' optimized frames with the
    /// reference, one repetition each.
    package var verifications: [FrameSummary]
    /// The workers of either run that did not finish.
    package var failures: [WorkerFailure]
    /// The instructions and simulated cache misses of each kernel workload.
    package var callgrindCounts: [CallgrindCount]
    /// Each kernel workload's functions' inclusive instructions.
    package var functionInstructions: [FunctionInstructions]
    /// Each timed row's speedup over the reference, one value per repetition.
    package var speedupSamples: [SummaryKey: [Double]]
    /// The toolchain that built and measured it.
    package var toolchain: Toolchain

    /// Creates a measurement; see the properties.
    package init(
        runFolder: URL, summaries: [FrameSummary], verifications: [FrameSummary], failures: [WorkerFailure],
        callgrindCounts: [CallgrindCount], functionInstructions: [FunctionInstructions] = [],
        speedupSamples: [SummaryKey: [Double]] = [:], toolchain: Toolchain = Toolchain()
    ) {
        self.runFolder = runFolder
        self.summaries = summaries
        self.verifications = verifications
        self.failures = failures
        self.callgrindCounts = callgrindCounts
        self.functionInstructions = functionInstructions
        self.speedupSamples = speedupSamples
        self.toolchain = toolchain
    }
}
