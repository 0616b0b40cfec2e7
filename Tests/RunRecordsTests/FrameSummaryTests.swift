import RunRecords
import Testing

@Suite("Frame summaries")
struct FrameSummaryTests {
    /// The summary of `records`, which have one key.
    private func summary(of records: [FrameRecord]) throws -> FrameSummary {
        let summaries = FrameSummary.summaries(of: records)
        try #require(summaries.count == 1)
        return summaries[0]
    }

    @Test("Percentiles of 1…100 ms come from the histogram to 3 significant digits; max is exact")
    func percentiles() throws {
        let summary = try summary(of: .fixtures(workMilliseconds: (1...100).map(Double.init)))
        #expect(summary.frames == 100)
        #expect(abs(summary.p50Milliseconds - 50) <= 0.05)
        #expect(abs(summary.p90Milliseconds - 90) <= 0.09)
        #expect(abs(summary.p99Milliseconds - 99) <= 0.099)
        #expect(summary.maximumMilliseconds == 100)
    }

    @Test("Over budget, jank and hitch time: work past 16.67 ms at 60 Hz, per second of frames")
    func hitches() throws {
        let budget = 16.666667
        let summary = try summary(of: .fixtures(workMilliseconds: [10, 20, 40, budget]))
        #expect(summary.overBudgetFrames == 2)
        #expect(summary.jankFrames == 1)
        #expect(abs(summary.maximumOverrunMilliseconds - (40 - budget)) < 1e-9)
        // (3.33 + 23.33) ms of overrun in 4 frames, 66.7 ms: 400 ms per second.
        #expect(abs(summary.hitchMillisecondsPerSecond - 400) < 1e-3)
    }

    @Test("The worst second is the most overrun in 60 consecutive frames of one repetition at 60 Hz")
    func worstSecond() throws {
        let budget = 1000.0 / 60
        func repetition(_ index: Int, overruns: [Int: Double]) -> [FrameRecord] {
            .fixtures(repetition: index, workMilliseconds: (0..<150).map { budget / 2 + (overruns[$0] ?? 0) })
        }
        // Frames 10, 50 and 69 fit in one second (10…69); frames 0 and 60 of the next do not.
        let overrun = budget / 2 + 5
        let first = repetition(0, overruns: [10: overrun, 50: overrun, 69: overrun])
        let second = repetition(1, overruns: [0: overrun + 7, 60: overrun + 7])
        let summary = try summary(of: first + second)
        #expect(abs(summary.worstSecondHitchMilliseconds - 15) < 1e-5)
        #expect(abs(summary.maximumOverrunMilliseconds - 12) < 1e-5)
        // A repetition shorter than a second is one window.
        let short = try self.summary(of: .fixtures(refreshRate: 120, workMilliseconds: Array(repeating: 10, count: 30)))
        #expect(abs(short.worstSecondHitchMilliseconds - 30 * (10 - 1000.0 / 120)) < 1e-3)
    }

    @Test("Allocations and bytes per frame are means")
    func allocations() throws {
        let records = [0, 2, 4].enumerated().map { frame, count in
            FrameRecord.fixture(
                frame: frame, workMilliseconds: 1, allocationCount: UInt64(count), allocatedBytes: UInt64(count * 48))
        }
        let summary = try summary(of: records)
        #expect(summary.allocationsPerFrame == 2)
        #expect(summary.bytesAllocatedPerFrame == 96)
    }

    @Test("The steady state leaves out the frames that change the layout; with none left it is empty")
    func steadyState() throws {
        // 100 frames of 1…100 µs, the first and last changing the layout with 10 ms and 500 allocations.
        var records = [FrameRecord].fixtures(workMilliseconds: (1...100).map { Double($0) / 1000 })
        for index in [0, 99] {
            records[index].changesLayout = true
            records[index].workNanoseconds = 10_000_000
            records[index].allocationCount = 500
        }
        records[50].allocationCount = 1
        let summary = try summary(of: records)
        // Percentiles are exact to the histogram's 3 significant digits.
        #expect(abs(summary.p99Milliseconds - 10) < 0.01)
        #expect(abs(summary.steadyStateP99Milliseconds! - 0.099) < 0.0001)
        #expect(summary.steadyStateMaximumAllocations == 1)
        let allChanging = try self.summary(of: [.fixture(workMilliseconds: 3, changesLayout: true)])
        #expect(allChanging.steadyStateP99Milliseconds == nil)
        #expect(allChanging.steadyStateMaximumAllocations == nil)
    }

    @Test("The steady p99 takes each frame's median over the repetitions: one preempted repetition is not the kernel's")
    func steadyStateAcrossRepetitions() throws {
        // Three repetitions of 100 frames of 0.2 ms; in repetition 1, four frames lost a 4 ms
        // time slice: more than 1 % of the 300.
        var records = (0..<3).flatMap { repetition in
            [FrameRecord].fixtures(repetition: repetition, workMilliseconds: Array(repeating: 0.2, count: 100))
        }
        for frame in [20, 40, 60, 80] {
            records[100 + frame].workNanoseconds = 4_200_000
        }
        let preempted = try summary(of: records)
        #expect(abs(preempted.p99Milliseconds - 4.2) < 0.01)
        #expect(abs(preempted.steadyStateP99Milliseconds! - 0.2) < 0.001)
        // A slow frame in every repetition is the kernel's.
        for repetition in 0..<3 {
            records[repetition * 100 + 30].workNanoseconds = 4_200_000
            records[repetition * 100 + 70].workNanoseconds = 4_200_000
        }
        #expect(abs(try summary(of: records).steadyStateP99Milliseconds! - 4.2) < 0.01)
    }

    @Test("Speedup, status, GB/s and percent of memcpy compare rows of the same scenario, size and rate")
    func relativeColumns() {
        let scenario = "full-interpolation"
        let outputBytes = 10_000_000
        func frames(_ implementation: String, _ work: Double) -> [FrameRecord] {
            .fixtures(
                scenario: scenario, implementation: implementation, workMilliseconds: [work, work, work],
                outputBytes: outputBytes)
        }
        var scalar = frames("scalar", 2)
        scalar[1].setMismatches = 3
        var c = frames("c", 0.4)
        c[2].maximumAbsoluteError = 0.002
        var optimized = frames("optimized", 0.5)
        optimized[0].maximumAbsoluteError = 0.001
        let at120Hz: [FrameRecord] = .fixtures(
            scenario: scenario, implementation: "optimized", refreshRate: 120, workMilliseconds: [1])
        let memcpy = frames("memcpy", 0.25)
        let reference = frames("reference", 8)
        let summaries = FrameSummary.summaries(of: memcpy + c + scalar + optimized + reference + at120Hz)
        let implementations = summaries.map(\.key.implementation)
        #expect(implementations == ["reference", "optimized", "scalar", "c", "memcpy", "optimized"])
        let statuses: [FrameSummary.Status] = [.reference, .verified, .mismatch, .mismatch, .bound, .verified]
        #expect(summaries.map(\.status) == statuses)
        let speedups: [Double?] = [1, 16, 4, 20, 32, nil]
        #expect(summaries.map(\.speedupVersusReference) == speedups)
        let percentages: [Double?] = [3.125, 50, 12.5, 62.5, 100, nil]
        #expect(summaries.map(\.percentOfMemcpy) == percentages)
        #expect(summaries[1].gigabytesPerSecond == 20)
        #expect(summaries[2].setMismatches == 3)
        #expect(summaries[3].maximumAbsoluteError == 0.002)
        let noOutput = FrameSummary.summaries(of: .fixtures(workMilliseconds: [1]))
        #expect(noOutput[0].gigabytesPerSecond == nil)
    }

    @Test("The speedup over the cached peer has its interval, as the one over the reference has")
    func speedupVersusCachedInterval() throws {
        /// Two frames of `implementation` in each repetition, of `work` ms in repetition r.
        func frames(_ implementation: String, _ work: [Double]) -> [FrameRecord] {
            work.enumerated().flatMap { repetition, work in
                [FrameRecord].fixtures(
                    implementation: implementation, repetition: repetition, workMilliseconds: [work, work])
            }
        }
        let summaries = FrameSummary.summaries(of: frames("cached", [2, 3, 2.4]) + frames("optimized", [1, 1, 1]))
        let optimized = try #require(summaries.first { $0.key.implementation == "optimized" })
        // The medians come from the histogram, to 3 significant digits.
        #expect(abs(try #require(optimized.speedupVersusCached) - 2.4) < 0.01)
        let interval = try #require(optimized.speedupVersusCachedInterval)
        #expect(interval.contains(2.4) && interval.lowerBound >= 2 && interval.upperBound <= 3)
        #expect(summaries.first { $0.key.implementation == "cached" }?.speedupVersusCachedInterval == nil)
        let once = FrameSummary.summaries(of: frames("cached", [2]) + frames("optimized", [1]))
        #expect(once.first { $0.key.implementation == "optimized" }?.speedupVersusCachedInterval == nil)
    }

    @Test("Summaries are ordered by scenario as first seen, items, refresh rate, then implementation")
    func order() {
        let records: [FrameRecord] = [
            .fixture(scenario: "b", implementation: "optimized", items: 10, workMilliseconds: 1),
            .fixture(scenario: "a", implementation: "reference", items: 10, workMilliseconds: 1),
            .fixture(scenario: "b", implementation: "reference", items: 10, refreshRate: 120, workMilliseconds: 1),
            .fixture(scenario: "b", implementation: "custom", items: 10, workMilliseconds: 1),
            .fixture(scenario: "b", implementation: "reference", items: 10, workMilliseconds: 1),
            .fixture(scenario: "b", implementation: "optimized", items: 1, workMilliseconds: 1),
        ]
        let keys = FrameSummary.summaries(of: records).map(\.key).map {
            "\($0.scenario) \($0.items) \($0.refreshRate) \($0.implementation)"
        }
        #expect(
            keys == [
                "b 1 60 optimized", "b 10 60 reference", "b 10 60 optimized", "b 10 60 custom",
                "b 10 120 reference", "a 10 60 reference",
            ])
    }
}
