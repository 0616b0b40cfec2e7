import Foundation
import FrameLab
import LabCatalog
import RegressionGate
import RunRecords
import TestSupport
import Testing

/// How a gate run concludes from what it measured, without starting a worker or valgrind: the
/// measurements are GateCheckTests' made-up runs, the baselines temporary folders.
@Suite("Gate runs")
struct GateRunTests {
    /// A gate run on `test-runner` whose baselines are in `directory`.
    static func gate(in directory: URL, recordsBaselines: Bool = false) -> GateRun {
        var gate = GateRun(runner: "test-runner", executable: "/nonexistent/framelab")
        gate.baselines = directory.appending(path: "baselines").path
        gate.recordsBaselines = recordsBaselines
        return gate
    }

    /// The made-up run, written as a run folder's `summary.csv` in `directory`, with `counts`.
    static func measurement(
        in directory: URL,
        _ summaries: [FrameSummary] = GateCheckTests.summaries() + GateCheckTests.worstFrameSummaries(),
        counts: [CallgrindCount] = GateCheckTests.counts
    ) throws -> GateMeasurement {
        let folder = directory.appending(path: "run")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try summaries.writeCSV(to: folder.appending(path: "summary.csv"))
        return GateMeasurement(
            runFolder: folder, summaries: summaries, verifications: [], failures: [], callgrindCounts: counts)
    }

    @Test("Recording writes this runner's summary and the shared counts, which a later run then passes against")
    func recordThenCheck() throws {
        try withTemporaryDirectory { directory in
            let recording = Self.gate(in: directory, recordsBaselines: true)
            let measured = try Self.measurement(in: directory)
            let recorded = try recording.conclude(measured, against: nil, thresholds: GateThresholds())
            #expect(recorded.passed)
            #expect(recorded.report.contains("Baselines rewritten on purpose"))
            // Only the checks a new baseline must pass are shown.
            #expect(recorded.checks.allSatisfy { $0.metric.isDeterministic && !$0.metric.isCallgrindCount })

            let gate = Self.gate(in: directory)
            let committed = try GateBaseline.load(directory: gate.baselines, runner: "test-runner")
            #expect(committed.summary?.count == measured.summaries.count)
            #expect(committed.callgrindCounts.count == GateCheckTests.counts.count)
            let checked = try gate.conclude(measured, against: committed, thresholds: GateThresholds())
            #expect(checked.passed)
            #expect(checked.report.hasSuffix("gate passed: \(checked.checks.count) checks\n"))
            // No partial file is left beside the baselines.
            let files = try FileManager.default.subpathsOfDirectory(atPath: gate.baselines).sorted()
            #expect(
                files == [
                    "callgrind-functions.csv", "callgrind.csv", "test-runner", "test-runner/summary.csv",
                    "test-runner/toolchain.txt", "toolchain.txt",
                ])
        }
    }

    @Test("Recording refuses code that disagrees with the reference, and writes nothing")
    func recordingRefusesMismatch() throws {
        try withTemporaryDirectory { directory in
            let gate = Self.gate(in: directory, recordsBaselines: true)
            let measured = try Self.measurement(in: directory, GateCheckTests.summaries(setMismatches: 3))
            let verdict = try gate.conclude(measured, against: nil, thresholds: GateThresholds())
            #expect(!verdict.passed)
            #expect(verdict.report.hasSuffix("not rewriting the baselines: 2 checks failed on this code\n"))
            #expect(!FileManager.default.fileExists(atPath: gate.baselines))
        }
    }

    @Test("A runner without a timing baseline skips the speedups and says how to record one")
    func newRunner() throws {
        try withTemporaryDirectory { directory in
            let gate = Self.gate(in: directory)
            let verdict = try gate.conclude(
                try Self.measurement(in: directory), against: try GateCheckTests.baseline(hasSummary: false),
                thresholds: GateThresholds())
            #expect(verdict.passed)
            #expect(!verdict.checks.contains { $0.metric == .speedup })
            #expect(
                verdict.report.contains(
                    "no timing baseline for runner test-runner: speedup checks skipped; `make gate-update` on this "
                        + "runner records \(gate.baselines)/test-runner/summary.csv\n"))
        }
    }

    @Test("Three per cent more instructions in one workload fails the gate, naming the count of regressions")
    func instructionRegression() throws {
        try withTemporaryDirectory { directory in
            var counts = GateCheckTests.counts
            counts[0].instructions = 1_030_000
            let verdict = try Self.gate(in: directory).conclude(
                try Self.measurement(in: directory, counts: counts), against: try GateCheckTests.baseline(),
                thresholds: GateThresholds())
            #expect(!verdict.passed)
            #expect(verdict.checks.count { $0.verdict == .regression } == 1)
            #expect(verdict.report.hasSuffix("gate FAILED: 1 of \(verdict.checks.count) checks regressed\n"))
        }
    }

    @Test("A failed timing check is measured again: it fails when the rerun confirms it, else it passes, saying so")
    func rerunConfirms() throws {
        try withTemporaryDirectory { directory in
            // Ten times slower optimized frames: a speedup a tenth of the baseline's.
            let slow = try Self.measurement(
                in: directory,
                GateCheckTests.summaries(optimizedMilliseconds: 0.2) + GateCheckTests.worstFrameSummaries())
            for (rerunMilliseconds, confirmed) in [(0.02, false), (0.2, true)] {
                var rerunKeys: Set<SummaryKey> = []
                let verdict = try Self.gate(in: directory).conclude(
                    slow, against: try GateCheckTests.baseline(), thresholds: GateThresholds()
                ) { keys in
                    rerunKeys = keys
                    return (GateCheckTests.summaries(optimizedMilliseconds: rerunMilliseconds), [:])
                }
                #expect(rerunKeys.map(\.scenario) == ["switch-list-to-grid"])
                #expect(verdict.passed == !confirmed)
                let speedup = try #require(verdict.checks.first { $0.metric == .speedup })
                #expect(speedup.rerun == (confirmed ? .confirmed : .notConfirmed))
                #expect(speedup.now.contains("; rerun "))
                #expect(verdict.report.contains(confirmed ? "REGRESSION (confirmed)" : "pass (not confirmed on rerun)"))
            }
        }
    }

    @Test("gate.md and the terminal start with what failed, by how much, and who judged the speedups")
    func summaryFirst() throws {
        try withTemporaryDirectory { directory in
            var counts = GateCheckTests.counts
            for index in counts.indices { counts[index].instructions = 1_300_000 }
            let measured = try Self.measurement(in: directory, counts: counts)
            let verdict = try Self.gate(in: directory).conclude(
                measured, against: try GateCheckTests.baseline(), thresholds: GateThresholds(),
                snapshotReason: "fewer than 5 gate runs of this runner and toolchain since the last improvement")
            let failed = counts.count
            let listed = min(failed, 10)
            let lines = verdict.report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[0] == "gate FAILED on test-runner: \(failed) of \(verdict.checks.count) checks regressed")
            #expect(
                lines[1...listed].allSatisfy {
                    $0.hasPrefix("  instructions, ") && $0.hasSuffix(": 1.00M → 1.30M (limit +2 %)")
                })
            let more = failed > 10 ? 1 : 0
            if more == 1 { #expect(lines[11] == "  and \(failed - 10) more (the full table below)") }
            #expect(
                lines[listed + more + 1]
                    == "speedups: 0 rows judged by runner test-runner's gate runs since the last improvement (the "
                    + "history's learning window), 1 by the committed snapshot (fewer than 5 gate runs of this runner "
                    + "and toolchain since the last improvement)")

            let markdown = try String(
                contentsOf: measured.runFolder.appending(path: "gate.md"), encoding: .utf8)
            #expect(markdown.hasPrefix("### framelab gate FAILED on test-runner: \(failed) of "))
            let outside = markdown.components(separatedBy: "<details>")
            #expect(outside.count == 2)
            #expect(outside[0].split(separator: "\n", omittingEmptySubsequences: false).count <= 60)
            #expect(outside[1].hasPrefix("<summary>All \(verdict.checks.count) checks</summary>"))
            #expect(outside[1].contains("| metric |") && outside[1].hasSuffix("</details>\n"))
        }
    }
}
