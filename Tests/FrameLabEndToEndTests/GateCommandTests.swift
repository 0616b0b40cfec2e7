import AllocationCounter
import Foundation
import LabCatalog
import RegressionGate
import RunRecords
import TestSupport
import Testing

/// `framelab gate` end to end, on a small suite: a baseline written on purpose (once, for every
/// test; a runner without one is GateRunTests'), unchanged code
/// passing with identical instruction counts, a deliberately slowed kernel and a kernel that goes
/// back to O(n) preparation failing on the right rows, and a missing or corrupted baseline
/// refused as a setup error. The tests run at once, each gate in a folder of its own: what they
/// assert of timings holds with room for the load (``thresholds``), and a failed timing check is
/// measured again before it fails.
@Suite("The regression gate")
struct GateCommandTests {
    /// A gate of `switch-list-to-grid` at 3,000 items (its worst frame at 5,000) and callgrind
    /// counts at 2,000 (`prepare` at 20,000 too), with the baselines (`directory/baselines`, the
    /// runner `test-runner` unless `extra` names another) and thresholds in `directory`. Its
    /// `TMPDIR` is `directory/tmp`, which it must leave empty.
    static func gate(in directory: URL, _ extra: [String] = []) throws -> FramelabRun {
        let temporary = directory.appending(path: "tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let run = try FramelabRun(
            [
                "gate", "--scenario", "switch-list-to-grid", "--items", "3000", "--instruction-items", "2000",
                "--large-instruction-items", "20000", "--worst-frame-items", "5000",
                "--repetitions", "2", "--worst-frame-repetitions", "2",
                "--results", directory.appending(path: "results").path,
                "--baselines", directory.appending(path: "baselines").path,
                "--thresholds", directory.appending(path: "thresholds.json").path,
            ] + (extra.contains("--runner") ? extra : extra + ["--runner", "test-runner"]),
            environment: ["TMPDIR": temporary.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        return run
    }

    /// The callgrind counts a gate run checks per metric: every workload, and `prepare` and a
    /// switch's first and last frames at two sizes.
    static let countedWorkloads = KernelWorkload.allCases.count + GateSuite.largeInstructionWorkloads.count

    /// How a gate line names `workload`'s count, apart from the workloads whose names end in its
    /// name (`self-sizing-rect-query`'s in `rect-query`'s).
    static func subject(_ workload: KernelWorkload) -> String { " \(workload.rawValue) · N = " }

    /// Thresholds with room for timing noise at 3,000 items on a shared machine, still well
    /// short of the 16-fold slower kernel's loss.
    static let thresholds = """
        {"instructionIncreasePercent": 2, "cacheMissIncreasePercent": 2, "cacheMissAllowance": 16, "estimatedCycleIncreasePercent": 2,
         "speedupDecreasePercent": 75, "steadyStateP99PercentOfBudget": 10, "worstFramePercentOf120HzBudget": 10}
        """

    /// The result of one `--update` run of this suite's gate (`directory/baselines` of a folder of
    /// its own, kept until the tests end), which every test that checks against a baseline starts
    /// from: recording it is a gate run the tests need not each pay for.
    static let recorded: Result<(run: FramelabRun, baselines: URL), any Error> = Result {
        // Named as `withTemporaryDirectory` names the tests' folders: paths of one length, which
        // callgrind's counts depend on by a few instructions.
        let directory = FileManager.default.temporaryDirectory.appending(path: "framelab-tests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        recordedFolder = directory.path
        atexit { try? FileManager.default.removeItem(atPath: GateCommandTests.recordedFolder) }
        try Data(thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
        return (try gate(in: directory, ["--update"]), directory.appending(path: "baselines"))
    }
    nonisolated(unsafe) private static var recordedFolder = ""

    /// Copies the recorded baselines (``recorded``) into `directory`, after checking they were
    /// recorded.
    static func copyRecordedBaselines(into directory: URL) throws {
        let (update, baselines) = try recorded.get()
        #expect(update.status == 0, "\(update.standardOutput)\(update.standardError)")
        try FileManager.default.copyItem(at: baselines, to: directory.appending(path: "baselines"))
    }

    /// The runner's timing baseline in `directory`.
    static func summaryBaseline(in directory: URL, runner: String = "test-runner") -> URL {
        directory.appending(path: "baselines/\(runner)/summary.csv")
    }

    /// The table lines of `metric` whose verdict is `verdict`.
    /// The table's lines of `metric` whose verdict is `verdict` (after a rerun or not).
    /// A count as the gate shows it, `812`, `966k` or `1.23M`, as a number.
    static func count(_ cell: Substring) -> Double? {
        let multipliers: [Character: Double] = ["k": 1e3, "M": 1e6, "G": 1e9]
        guard let last = cell.last, let multiplier = multipliers[last] else { return Double(cell) }
        return Double(cell.dropLast()).map { $0 * multiplier }
    }

    static func lines(_ run: FramelabRun, metric: String, verdict: String) -> [String] {
        run.standardOutput.split(separator: "\n").map(String.init).filter { line in
            let withoutRerun = GateCheck.Rerun.allCases.reduce(line) { text, rerun in
                text.hasSuffix(" (\(rerun.rawValue))") ? String(text.dropLast(rerun.rawValue.count + 3)) : text
            }
            return line.hasPrefix(metric + " ") && withoutRerun.hasSuffix(" " + verdict)
        }
    }

    @Test(
        "Unchanged code passes with the same instruction counts; a slowed kernel fails on its rows",
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"),
        .optimizedBuildOnly)
    func passesUnchangedAndFailsSlowed() throws {
        try withTemporaryDirectory { directory in
            try Data(Self.thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
            try Self.copyRecordedBaselines(into: directory)
            #expect(try Self.recorded.get().run.standardOutput.contains("Baselines rewritten on purpose"))
            #expect(FileManager.default.fileExists(atPath: Self.summaryBaseline(in: directory).path))

            let unchanged = try Self.gate(in: directory)
            #expect(unchanged.status == 0, "\(unchanged.standardOutput)\(unchanged.standardError)")
            #expect(unchanged.standardOutput.contains("gate passed"))
            // callgrind counts the same instructions and misses twice: the baseline column equals
            // the now column.
            for (metric, skipped) in [("instructions", 0), ("L1 data misses", 2), ("LL data misses", 2)] {
                let lines = Self.lines(unchanged, metric: metric, verdict: "pass")
                #expect(lines.count == Self.countedWorkloads)
                for line in lines {
                    let cells = line.split(separator: " ", omittingEmptySubsequences: true)
                    #expect(cells[6 + skipped] == cells[7 + skipped], "\(line)")
                }
            }
            #expect(Self.lines(unchanged, metric: "worst frame ms", verdict: "pass").count == 2)
            // The timed scenario, timed without the mirror, verified by a run of its own; the
            // worst-frame rows, mirrored, by themselves.
            let verified = Self.lines(unchanged, metric: "verification", verdict: "pass")
            #expect(verified.count == 3 && verified.allSatisfy { $0.contains("0 mismatches") }, "\(verified)")
            #expect(unchanged.standardError.contains("verification: the timed scenarios' optimized frames"))
            // Its run folder, imported, is a gate run: its frames ran warm.
            let folderLine = try #require(
                unchanged.standardError.split(separator: "\n").first { $0.hasPrefix("run folder: ") })
            let imported = directory.appending(path: "imported.sqlite").path
            let importRun = try FramelabRun(
                ["history", "import", String(folderLine.dropFirst("run folder: ".count)), "--database", imported])
            #expect(importRun.status == 0, "\(importRun.standardError)")
            let export = try FramelabRun(["history", "export", "--database", imported])
            #expect(export.standardOutput.contains("\"kind\":\"gate\""), "\(export.standardOutput.prefix(300))")

            let slowed = try Self.gate(in: directory, ["--inject-regression", "slow"])
            #expect(slowed.status == 1, "\(slowed.standardOutput)\(slowed.standardError)")
            #expect(slowed.standardOutput.contains("gate FAILED"))
            let regressed = Self.lines(slowed, metric: "instructions", verdict: "REGRESSION").joined(separator: "\n")
            for kernel in KernelWorkload.allCases where kernel != .prepare {
                #expect(regressed.contains(Self.subject(kernel)), "\(kernel)")
            }
            // Preparing a layout is not a query: the slowed kernel prepares as fast as ever.
            #expect(!regressed.contains("prepare"))
            // Still correct and allocation-free: those rows pass.
            #expect(Self.lines(slowed, metric: "verification", verdict: "REGRESSION").isEmpty)
            #expect(Self.lines(slowed, metric: "steady allocations", verdict: "REGRESSION").isEmpty)

            // The slowed kernel repeats warm queries, which cost little time at 3,000 items; the
            // timing checks are proven against a doctored baseline (100 times the speedup) and a
            // doctored threshold (a p99 of 0.0001 % of the budget) instead.
            let baseline = Self.summaryBaseline(in: directory)
            let summary = try String(contentsOf: baseline, encoding: .utf8)
            try Data(Self.multiplyingSpeedups(of: summary, by: 100).utf8).write(to: baseline)
            let tight = """
                {"instructionIncreasePercent": 2, "cacheMissIncreasePercent": 2, "cacheMissAllowance": 16, "estimatedCycleIncreasePercent": 2,
                 "speedupDecreasePercent": 75, "steadyStateP99PercentOfBudget": 0.000001, "worstFramePercentOf120HzBudget": 10}
                """
            try Data(tight.utf8).write(to: directory.appending(path: "thresholds.json"))
            let doctored = try Self.gate(in: directory)
            #expect(doctored.status == 1, "\(doctored.standardOutput)\(doctored.standardError)")
            #expect(
                Self.lines(doctored, metric: "speedup", verdict: "REGRESSION").map { $0.contains("60 Hz") } == [true])
            // Both 60 Hz rows: the timed switch and the worst-frame switch.
            #expect(Self.lines(doctored, metric: "steady p99 ms", verdict: "REGRESSION").count == 2)
            #expect(Self.lines(doctored, metric: "instructions", verdict: "pass").count == Self.countedWorkloads)
        }
    }

    @Test(
        "A kernel that goes back to O(n) preparation fails on prepare's instructions and on the worst frame",
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"),
        .optimizedBuildOnly)
    func failsLinearPreparation() throws {
        try withTemporaryDirectory { directory in
            try Data(Self.thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
            try Self.copyRecordedBaselines(into: directory)

            // 300,000 items, each walked in both layouts when the switch starts: milliseconds,
            // where the closed form takes microseconds.
            let linear = try Self.gate(
                in: directory, ["--inject-regression", "linear-prepare", "--worst-frame-items", "300000"])
            #expect(linear.status == 1, "\(linear.standardOutput)\(linear.standardError)")
            let regressed = Self.lines(linear, metric: "instructions", verdict: "REGRESSION")
            // The walk in `startTransition(to:)` lands in `prepare` and in the self-sizing
            // switch's first frame, at both sizes.
            #expect(
                regressed.count == 4
                    && regressed.allSatisfy { $0.contains(" prepare ") || $0.contains(" self-sizing-first-frame ") },
                "\(regressed)")
            // The count at 20,000 items grows a hundredfold: the walk is O(n), the closed form is not.
            let large = try #require(regressed.first { $0.contains("N = 20000") })
            let cells = large.split(separator: " ", omittingEmptySubsequences: true)
            let (baseline, now) = (try #require(Self.count(cells[6])), try #require(Self.count(cells[7])))
            #expect(now > 100 * baseline, "\(large)")
            let worstFrames = Self.lines(linear, metric: "worst frame ms", verdict: "REGRESSION")
            #expect(worstFrames.count == 2)
            #expect(worstFrames.allSatisfy { $0.hasSuffix("(confirmed)") }, "\(worstFrames)")  // measured again
            #expect(Self.lines(linear, metric: "verification", verdict: "REGRESSION").isEmpty)
            // The failure says where the work went: the walk over every element, which the
            // closed form never calls, at the top of the growth.
            let explanation = try #require(
                linear.standardOutput.components(
                    separatedBy:
                        "prepare · N = 20000: the functions whose inclusive instructions grew most, baseline → now\n"
                ).dropFirst().first, "\(linear.standardOutput)")
            let top = try #require(explanation.split(separator: "\n").first)
            #expect(top.contains(" 0 → ") && top.contains("LayoutSpec.forEachElement"), "\(explanation)")
            let saved = try FileManager.default.contentsOfDirectory(
                at: directory.appending(path: "results/runs"), includingPropertiesForKeys: nil
            ).filter { FileManager.default.fileExists(atPath: $0.appending(path: "instruction-regressions.txt").path) }
            #expect(saved.count == 1)
        }
    }

    /// `summary` (a summary CSV) with every speedup and its interval multiplied by `factor`.
    static func multiplyingSpeedups(of summary: String, by factor: Double) -> String {
        var lines = summary.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let columns = ["speedup_vs_reference", "speedup_vs_reference_low", "speedup_vs_reference_high"].map {
            lines[0].firstIndex(of: Substring($0))!
        }
        for index in lines.indices.dropFirst() {
            for column in columns {
                if let speedup = Double(lines[index][column]) {
                    lines[index][column] = Substring(String(speedup * factor))
                }
            }
        }
        return lines.map { $0.joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    @Test(
        "A kernel that reads memory with a cache-hostile stride fails the cache rows with about the same instructions",
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"),
        .optimizedBuildOnly)
    func failsCacheHostileReads() throws {
        try withTemporaryDirectory { directory in
            // The table's two reads add about 20 instructions per query: 5 to 6 % of a hit test's
            // ~350, less of the others'. Within 10 %, then, while every query's misses go up.
            let thresholds = Self.thresholds.replacingOccurrences(
                of: #""instructionIncreasePercent": 2"#, with: #""instructionIncreasePercent": 10"#)
            try Data(thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
            try Self.copyRecordedBaselines(into: directory)

            let hostile = try Self.gate(in: directory, ["--inject-regression", "cache-hostile"])
            #expect(hostile.status == 1, "\(hostile.standardOutput)\(hostile.standardError)")
            #expect(Self.lines(hostile, metric: "instructions", verdict: "REGRESSION").isEmpty)
            for metric in ["L1 data misses", "LL data misses"] {
                let regressed = Self.lines(hostile, metric: metric, verdict: "REGRESSION").joined(separator: "\n")
                // A switch's first or last frame makes one query: 2 misses more, within the allowance.
                for kernel in KernelWorkload.allCases
                where ![.prepare, .fullInterpolation, .selfSizingFirstFrame, .selfSizingLastFrame].contains(kernel) {
                    #expect(regressed.contains(Self.subject(kernel)), "\(metric): \(regressed)")
                }
                #expect(!regressed.contains("prepare"))
            }
        }
    }

    @Test("A missing, truncated or corrupted baseline is a setup error naming the file and line")
    func badBaseline() throws {
        try withTemporaryDirectory { directory in
            try Data(Self.thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
            let baseline = Self.summaryBaseline(in: directory)
            try FileManager.default.createDirectory(
                at: baseline.deletingLastPathComponent(), withIntermediateDirectories: true)
            let counts = directory.appending(path: "baselines/callgrind.csv")
            let countsHeader = "kernel,items,instructions,l1_data_misses,last_level_data_misses,estimated_cycles\n"

            let missing = try Self.gate(in: directory)
            #expect(missing.status == 2)
            #expect(missing.standardError.contains("callgrind.csv: no such baseline file; `make gate-update`"))

            try Data((countsHeader + "prepare,2000,123,1,0,150\n").utf8).write(to: counts)
            try Data("scenario,implementation,items\n".utf8).write(to: baseline)
            let truncated = try Self.gate(in: directory)
            #expect(truncated.status == 2)
            #expect(truncated.standardError.contains("summary.csv:1: not a summary: no column refresh_hz"))

            let header =
                "scenario,implementation,items,refresh_hz,p50_ms,p99_ms,over_budget,hitch_ms_per_s,allocs_per_frame,"
                + "speedup_vs_reference,steady_p99_ms\n"
            let good = "switch-list-to-grid,optimized,3000,60,0.01,0.02,0,0,0,100,0.02\n"
            try Data((header + good + "switch-list-to-grid,optimized,3000,120,0.01,oops,0,0,0,100,0.02\n").utf8)
                .write(to: baseline)
            let corrupted = try Self.gate(in: directory)
            #expect(corrupted.status == 2)
            #expect(corrupted.standardError.contains("summary.csv:3: column p99_ms: \"oops\" is not a finite number"))

            try Data((header + good).utf8).write(to: baseline)
            try Data((countsHeader + "prepare,2000,12x3,1,0,150\n").utf8).write(to: counts)
            let badCount = try Self.gate(in: directory)
            #expect(badCount.status == 2)
            #expect(
                badCount.standardError.contains("callgrind.csv:2: column instructions: \"12x3\" is not a whole number"))

            let badRunner = try Self.gate(in: directory, ["--runner", "Bad Runner"])
            #expect(badRunner.status == 2)
            #expect(badRunner.standardError.contains("--runner \"Bad Runner\" is not a runner name"))
            for run in [missing, truncated, corrupted, badCount, badRunner] {
                #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
            }
            #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "results").path))
        }
    }
}
