import FrameLab
import LabCatalog
import RegressionGate
import RunRecords
import Testing

/// The gate's verdicts on made-up runs against a made-up baseline: each check fails on exactly
/// the row that moved past its threshold, and passes otherwise.
@Suite("Gate checks")
struct GateCheckTests {
    /// A run of `switch-list-to-grid` at 60 and 120 Hz: the reference at 40 ms a frame, the
    /// optimized kernel at `optimizedMilliseconds` with `allocations` on its second frame; the
    /// first and last frames change the layout and take 10 ms. Without the reference mirror
    /// when `mirrored` is false.
    static func summaries(
        optimizedMilliseconds: Double = 0.02, allocations: UInt64 = 0, setMismatches: Int = 0,
        changingFrameAllocations: UInt64 = 500, mirrored: Bool = true
    ) -> [FrameSummary] {
        var records: [FrameRecord] = []
        for refreshRate in [60, 120] {
            for implementation in ["reference", "optimized"] {
                for frame in 0..<20 {
                    let changesLayout = frame == 0 || frame == 19
                    let work = changesLayout ? 10 : implementation == "reference" ? 40 : optimizedMilliseconds
                    records.append(
                        FrameRecord(
                            scenario: "switch-list-to-grid", implementation: implementation, items: 100_000,
                            refreshRate: refreshRate, repetition: 0, frame: frame, progress: Double(frame) / 19,
                            offsetX: 0, offsetY: 0, visible: 12, workNanoseconds: UInt64(work * 1e6),
                            budgetNanoseconds: UInt64(1e9 / Double(refreshRate)),
                            allocationCount: changesLayout ? changingFrameAllocations : frame == 1 ? allocations : 0,
                            allocatedBytes: 0, maximumAbsoluteError: 0,
                            setMismatches: implementation == "optimized" && frame == 5 ? setMismatches : 0,
                            outputBytes: 0, changesLayout: changesLayout,
                            verification: mirrored && implementation == "optimized" ? .compare : .none))
                }
            }
        }
        return FrameSummary.summaries(of: records)
    }

    /// The optimized kernel alone on `switch-list-to-grid` at a million items, three repetitions
    /// at 60 and 120 Hz, 0.02 ms a steady frame: its first and last frames change the layout and
    /// take `layoutChangeMilliseconds`, except in repetition 0, whose first frame was preempted
    /// for `preemptedMilliseconds` if given.
    static func worstFrameSummaries(layoutChangeMilliseconds: Double = 0.3, preemptedMilliseconds: Double? = nil)
        -> [FrameSummary]
    {
        var records: [FrameRecord] = []
        for refreshRate in [60, 120] {
            for repetition in 0..<3 {
                for frame in 0..<20 {
                    let changesLayout = frame == 0 || frame == 19
                    var work = changesLayout ? layoutChangeMilliseconds : 0.02
                    if let preemptedMilliseconds, repetition == 0, frame == 0 { work = preemptedMilliseconds }
                    records.append(
                        FrameRecord(
                            scenario: "switch-list-to-grid", implementation: "optimized", items: 1_000_000,
                            refreshRate: refreshRate, repetition: repetition, frame: frame,
                            progress: Double(frame) / 19, offsetX: 0, offsetY: 0, visible: 12,
                            workNanoseconds: UInt64(work * 1e6), budgetNanoseconds: UInt64(1e9 / Double(refreshRate)),
                            allocationCount: 0, allocatedBytes: 0, maximumAbsoluteError: 0, setMismatches: 0,
                            outputBytes: 0, changesLayout: changesLayout))
                }
            }
        }
        return FrameSummary.summaries(of: records)
    }

    /// A million instructions, 500 first-level and no last-level data misses, 1.1 million
    /// estimated cycles for every workload.
    static let counts = KernelWorkload.allCases.map {
        CallgrindCount(
            workload: $0, items: 10_000, instructions: 1_000_000, l1DataMisses: 500, lastLevelDataMisses: 0,
            estimatedCycles: 1_100_000)
    }

    /// A baseline made of the default run and counts; with no timing summary if `hasSummary` is
    /// false.
    static func baseline(hasSummary: Bool = true) throws -> GateBaseline {
        let rows = try SummaryFile(text: summaries().csvText(), path: "baseline.csv").rows
        return GateBaseline(summary: hasSummary ? rows : nil, callgrindCounts: counts)
    }

    static func checks(
        _ summaries: [FrameSummary] = summaries(), verifications: [FrameSummary] = [],
        counts: [CallgrindCount] = counts, failures: [WorkerFailure] = [],
        thresholds: GateThresholds = GateThresholds(), baseline: GateBaseline? = nil
    ) throws -> [GateCheck] {
        try Gate.checks(
            summaries: summaries, verifications: verifications, failures: failures, callgrindCounts: counts,
            baseline: try baseline ?? Self.baseline(), thresholds: thresholds)
    }

    /// The checks that failed, as (metric, subject).
    static func regressions(_ checks: [GateCheck]) -> [String] {
        checks.filter { $0.verdict == .regression }.map { "\($0.metric.rawValue): \($0.subject)" }
    }

    @Test("Unchanged measurements pass every check, and every kind of check is there")
    func unchangedPasses() throws {
        let checks = try Self.checks(Self.summaries() + Self.worstFrameSummaries())
        #expect(Self.regressions(checks) == [])
        #expect(
            Set(checks.map(\.metric))
                == Set(GateCheck.Metric.allCases).subtracting([.worker, .percentOfMemcpy, .learnedSpeedup]))
        // Verification and allocations of 4 optimized rows, four callgrind counts per workload,
        // one speedup (the million-item rows have no reference), two steady p99s at 60 Hz, two
        // worst frames.
        #expect(checks.count == 4 + 4 + 4 * KernelWorkload.allCases.count + 1 + 2 + 2)
    }

    @Test("A row timed without the mirror is verified by the verification run's row of its key, and fails without one")
    func verificationRun() throws {
        let timed = Self.summaries(mirrored: false)
        #expect(timed.filter { $0.key.implementation == "optimized" }.allSatisfy { $0.status == .unverified })
        #expect(Self.regressions(try Self.checks(timed, verifications: Self.summaries())) == [])
        let mismatched = try Self.checks(timed, verifications: Self.summaries(setMismatches: 3))
        #expect(
            Self.regressions(mismatched) == [
                "verification: switch-list-to-grid · N = 100000 · 60 Hz",
                "verification: switch-list-to-grid · N = 100000 · 120 Hz",
            ])
        #expect(mismatched.first { $0.metric == .verification }?.now == "3 mismatches, 0 pt")
        let uncompared = try Self.checks(timed)
        #expect(Self.regressions(uncompared).count == 2)
        #expect(uncompared.filter { $0.metric == .verification }.allSatisfy { $0.now == "not compared" })
    }

    @Test("The worst frame, layout changes included, fails past 10 % of 8.33 ms; one preempted repetition does not")
    func worstFrame() throws {
        #expect(Self.regressions(try Self.checks(Self.worstFrameSummaries(layoutChangeMilliseconds: 0.83))) == [])
        #expect(
            Self.regressions(try Self.checks(Self.worstFrameSummaries(layoutChangeMilliseconds: 0.84)))
                == [
                    "worst frame ms: switch-list-to-grid · N = 1000000 · 60 Hz",
                    "worst frame ms: switch-list-to-grid · N = 1000000 · 120 Hz",
                ])
        // A 30 ms first frame in one repetition of three: the frame's median is another's 0.3 ms.
        #expect(Self.regressions(try Self.checks(Self.worstFrameSummaries(preemptedMilliseconds: 30))) == [])
    }

    @Test("Instructions fail past +2 % of the baseline, on the kernel that grew only")
    func instructions() throws {
        var counts = Self.counts
        counts[1].instructions = 1_020_000
        #expect(Self.regressions(try Self.checks(counts: counts)) == [])
        counts[1].instructions = 1_020_001
        #expect(
            Self.regressions(try Self.checks(counts: counts)) == ["instructions: visible-interpolation · N = 10000"])
    }

    @Test("Cache misses fail past +2 % or 16 more, whichever is more; estimated cycles past +2 %")
    func cacheCounts() throws {
        var counts = Self.counts
        counts[2].l1DataMisses = 516
        counts[2].estimatedCycles = 1_122_000
        counts[3].lastLevelDataMisses = 16
        #expect(Self.regressions(try Self.checks(counts: counts)) == [])
        counts[2].l1DataMisses = 517
        counts[2].estimatedCycles = 1_122_001
        counts[3].lastLevelDataMisses = 17
        #expect(
            Self.regressions(try Self.checks(counts: counts)) == [
                "L1 data misses: full-interpolation · N = 10000", "estimated cycles: full-interpolation · N = 10000",
                "LL data misses: rect-query · N = 10000",
            ])
        var large = Self.counts
        large[4].l1DataMisses = 10_000
        let baseline = GateBaseline(
            summary: try Self.baseline().summary.map { Array($0.values) }, callgrindCounts: large)
        large[4].l1DataMisses = 10_201
        #expect(
            Self.regressions(try Self.checks(counts: large, baseline: baseline)) == [
                "L1 data misses: hit-test · N = 10000"
            ])
    }

    @Test("The speedup fails only when its interval lies wholly below the baseline interval's lower end less 30 %")
    func speedupInterval() throws {
        var summaries = Self.summaries()
        let index = summaries.firstIndex { $0.key.implementation == "optimized" && $0.key.refreshRate == 60 }!
        var baseline = try Self.baseline()
        let key = summaries[index].key
        baseline.summary![key]!.speedupVersusReferenceInterval = 1800...2200
        // 1800 less 30 %: 1260. An interval reaching it passes, wherever its point is.
        summaries[index].speedupVersusReferenceInterval = 1000...1260
        #expect(Self.regressions(try Self.checks(summaries, baseline: baseline)) == [])
        summaries[index].speedupVersusReferenceInterval = 1000...1259
        #expect(
            Self.regressions(try Self.checks(summaries, baseline: baseline))
                == ["speedup: switch-list-to-grid · N = 100000 · 60 Hz"])
    }

    /// `full-interpolation` at 60 Hz, one repetition of 10 frames: the reference at 50 ms, the
    /// bound at 0.6 ms, the optimized kernel at `optimizedMilliseconds`.
    static func fullInterpolationSummaries(optimizedMilliseconds: Double) -> [FrameSummary] {
        let work = [("reference", 50.0), ("optimized", optimizedMilliseconds), ("memcpy", 0.6)]
        return FrameSummary.summaries(
            of: work.flatMap { implementation, milliseconds in
                (0..<10).map { frame in
                    FrameRecord(
                        scenario: "full-interpolation", implementation: implementation, items: 100_000, refreshRate: 60,
                        repetition: 0, frame: frame, progress: Double(frame) / 9, offsetX: 0, offsetY: 0,
                        visible: 100_000, workNanoseconds: UInt64(milliseconds * 1e6), budgetNanoseconds: 16_666_667,
                        allocationCount: 0, allocatedBytes: 0, maximumAbsoluteError: 0, setMismatches: 0,
                        outputBytes: 4_000_000, changesLayout: false)
                }
            })
    }

    @Test("A bandwidth-bound kernel is held to its percentage of the bound, not to the speedup")
    func bandwidthBound() throws {
        let baseline = GateBaseline(
            summary: try SummaryFile(
                text: Self.fullInterpolationSummaries(optimizedMilliseconds: 0.6).csvText(), path: "baseline.csv"
            ).rows,
            callgrindCounts: Self.counts)
        // 100 % of the bound in the baseline: 0.85 ms is 70.6 %, 0.86 ms 69.8 %.
        let passing = try Self.checks(Self.fullInterpolationSummaries(optimizedMilliseconds: 0.85), baseline: baseline)
        #expect(Self.regressions(passing) == [])
        #expect(passing.filter { $0.metric == .percentOfMemcpy }.count == 1)
        #expect(!passing.contains { $0.metric == .speedup })
        #expect(
            Self.regressions(
                try Self.checks(Self.fullInterpolationSummaries(optimizedMilliseconds: 0.86), baseline: baseline))
                == ["% of memcpy: full-interpolation · N = 100000 · 60 Hz"])
    }

    @Test("A runner with no timing baseline skips the speedups and runs every other check")
    func newRunner() throws {
        let baseline = try Self.baseline(hasSummary: false)
        let checks = try Self.checks(Self.summaries(optimizedMilliseconds: 0.2), baseline: baseline)
        #expect(!checks.contains { $0.metric == .speedup })
        // Verification and allocations of 2 optimized rows, the callgrind counts, one steady p99.
        #expect(checks.count == 2 + 2 + 4 * KernelWorkload.allCases.count + 1)
        #expect(Self.regressions(try Self.checks(Self.summaries(allocations: 1), baseline: baseline)).count == 2)
    }

    @Test("The speedup fails when it falls more than its threshold below the baseline's")
    func speedup() throws {
        // Baseline speedup 40 / 0.02 = 2000×; 0.028 ms gives 1429× (−28.6 %), 0.03 ms 1333× (−33 %).
        #expect(Self.regressions(try Self.checks(Self.summaries(optimizedMilliseconds: 0.028))) == [])
        #expect(
            Self.regressions(try Self.checks(Self.summaries(optimizedMilliseconds: 0.03)))
                == ["speedup: switch-list-to-grid · N = 100000 · 60 Hz"])
        let widened = GateThresholds(
            scenarios: ["switch-list-to-grid": .init(speedupDecreasePercent: 40)])
        #expect(
            Self.regressions(try Self.checks(Self.summaries(optimizedMilliseconds: 0.03), thresholds: widened)) == [])
    }

    @Test("The steady-state p99 fails past 10 % of 16.6 ms; frames that change the layout do not count")
    func steadyStateP99() throws {
        let checks = try Self.checks(Self.summaries(optimizedMilliseconds: 1.7))
        #expect(
            Self.regressions(checks).contains("steady p99 ms: switch-list-to-grid · N = 100000 · 60 Hz"))
        // The 10 ms layout-changing frames are the p99 of all frames, but not of the steady state.
        #expect(
            !Self.regressions(try Self.checks(Self.summaries(optimizedMilliseconds: 1.6))).contains {
                $0.hasPrefix("steady p99")
            })
    }

    @Test("One allocation in a steady-state optimized frame fails; those of layout changes do not")
    func allocations() throws {
        #expect(
            Self.regressions(try Self.checks(Self.summaries(allocations: 1)))
                == [
                    "steady allocations: switch-list-to-grid · N = 100000 · 60 Hz",
                    "steady allocations: switch-list-to-grid · N = 100000 · 120 Hz",
                ])
        #expect(Self.regressions(try Self.checks(Self.summaries(changingFrameAllocations: 100_000))) == [])
    }

    @Test("A mismatch with the reference and a failed worker fail")
    func verificationAndWorkers() throws {
        #expect(
            Self.regressions(try Self.checks(Self.summaries(setMismatches: 1)))
                == [
                    "verification: switch-list-to-grid · N = 100000 · 60 Hz",
                    "verification: switch-list-to-grid · N = 100000 · 120 Hz",
                ])
        let failure = WorkerFailure(
            scenario: "list-scroll", implementation: "optimized", items: 100_000,
            reason: "killed by signal 11 (SIGSEGV)",
            standardErrorTail: "")
        #expect(
            Self.regressions(try Self.checks(failures: [failure])) == ["worker: list-scroll · optimized · N = 100000"])
    }

    @Test("A run the baseline does not cover is a setup error that names what is missing")
    func uncoveredRun() throws {
        var counts = Self.counts
        counts[0].items = 20_000
        #expect {
            try Self.checks(counts: counts)
        } throws: { error in
            "\(error)".contains("no callgrind count for prepare at N = 20000")
        }
        var summaries = Self.summaries()
        for index in summaries.indices { summaries[index].key.items = 50_000 }
        #expect {
            try Self.checks(summaries)
        } throws: { error in
            "\(error)".contains("no speedup for switch-list-to-grid · N = 50000 · 60 Hz")
        }
    }
}
