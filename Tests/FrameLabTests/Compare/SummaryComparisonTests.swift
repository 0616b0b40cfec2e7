import Foundation
import FrameLab
import LabSupport
import RunRecords
import TestSupport
import Testing

@Suite("Comparing two runs")
struct SummaryComparisonTests {
    private static let header = """
        scenario,implementation,items,refresh_hz,frames,p50_ms,p90_ms,p99_ms,max_ms,over_budget,hitch_ms_per_s,\
        allocs_per_frame,speedup_vs_reference,max_abs_error,set_mismatches,status
        """

    /// Run A: a reference, and an optimized row whose metrics change in B.
    private static let runA = """
        \(header)\r
        list-scroll,reference,100000,60,600,8,9,10,11,2,50,100000,1,0,0,reference\r
        list-scroll,optimized,100000,60,600,1,1,10,11,0,100,0,8,0,0,verified\r
        list-scroll,scalar,100000,60,600,2,2,3,3,0,0,0,4,0,0,verified\r
        spring-switch,optimized,1000,120,600,1,1,1,1,0,0,0,,0,0,verified\r

        """

    /// Run B: the optimized p50 halves, p99 moves 5 %, frames go over budget, hitches get worse
    /// by exactly the threshold, the speedup by 25 %; the scalar row is gone, a c row is new.
    private static let runB = """
        \(header)\r
        list-scroll,reference,100000,60,600,8,9,10,11,2,50,100000,1,0,0,reference\r
        list-scroll,optimized,100000,60,600,0.5,1,10.5,11,3,110,0,6,0,0,verified\r
        spring-switch,optimized,1000,120,600,1,1,1,1,0,0,0,,0,0,verified\r
        full-interpolation,c,100000,60,600,1,1,1,1,0,0,0,,0,0,verified\r

        """

    /// Writes `a` and `b` as the summary.csv of run folders `a` and `b` in a temporary directory.
    private func withRuns(a: String = runA, b: String = runB, _ body: (URL, URL) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let folders = [directory.appending(path: "a"), directory.appending(path: "b")]
            for (folder, text) in zip(folders, [a, b]) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                try Data(text.utf8).write(to: folder.appending(path: "summary.csv"))
            }
            try body(folders[0], folders[1])
        }
    }

    /// A small seeded generator, so that the made-up noise is the same in every run.
    private struct Noise: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 | state << 53
        }
    }

    /// `list-scroll` at 60 Hz on the reference and the optimized kernel, `repetitions` interleaved
    /// repetitions of 20 frames: each repetition's machine slows both alike by up to ±8 %, each
    /// frame by up to ±5 % more; the optimized kernel allocates `allocations` per frame.
    private static func records(
        reference: Double = 8, optimized: Double = 0.02, allocations: UInt64 = 0, repetitions: Int = 10, seed: UInt64
    ) -> [FrameRecord] {
        var noise = Noise(state: seed)
        var records: [FrameRecord] = []
        for repetition in 0..<repetitions {
            let machine = Double.random(in: 0.92...1.08, using: &noise)
            for (implementation, milliseconds) in [("reference", reference), ("optimized", optimized)] {
                for frame in 0..<20 {
                    let work = milliseconds * machine * Double.random(in: 0.95...1.05, using: &noise)
                    records.append(
                        FrameRecord(
                            scenario: "list-scroll", implementation: implementation, items: 100_000, refreshRate: 60,
                            repetition: repetition, frame: frame, progress: 0, offsetX: 0, offsetY: Double(frame),
                            visible: 12, workNanoseconds: UInt64(work * 1e6), budgetNanoseconds: 16_666_667,
                            allocationCount: implementation == "optimized" ? allocations : 100_000, allocatedBytes: 0,
                            maximumAbsoluteError: 0, setMismatches: 0, outputBytes: 0, changesLayout: false))
                }
            }
        }
        return records
    }

    /// The comparison of two runs of made-up records.
    private static func compare(_ a: [FrameRecord], _ b: [FrameRecord]) throws -> SummaryComparison {
        let summaries = try [a, b].map {
            try SummaryFile(text: FrameSummary.summaries(of: $0).csvText(), path: "summary.csv")
        }
        return SummaryComparison(
            summaries[0], summaries[1], samplesA: RepetitionSamples(a), samplesB: RepetitionSamples(b),
            thresholdPercent: 10)
    }

    /// The verdicts of `comparison` other than unchanged, as `implementation metric verdict`.
    private static func changes(_ comparison: SummaryComparison) -> [String] {
        comparison.rows.filter { $0.verdict == .improved || $0.verdict == .regressed }.map {
            "\($0.key.implementation) \($0.metric.rawValue) \($0.verdict.rawValue)"
        }
    }

    @Test("Unchanged code, another run: nothing improves or regresses; the optimized times go by the ratio")
    func unchanged() throws {
        for seed in 1...5 as ClosedRange<UInt64> {
            let comparison = try Self.compare(Self.records(seed: seed), Self.records(seed: seed + 100))
            #expect(Self.changes(comparison) == [])
            let optimized = comparison.rows.filter { $0.key.implementation == "optimized" && $0.metric.isTime }
            #expect(!optimized.isEmpty && optimized.allSatisfy { $0.verdict == .judgedByRatio && $0.pValue == nil })
            #expect(comparison.rows.filter { $0.verdict != .judgedByRatio }.allSatisfy { $0.adjustedPValue != nil })
        }
    }

    @Test("A kernel twice as slow regresses its speedup significantly; a busier machine slows only the reference")
    func regressions() throws {
        let slower = try Self.compare(Self.records(seed: 1), Self.records(optimized: 0.04, seed: 2))
        #expect(Self.changes(slower) == ["optimized speedup_vs_reference regressed"])
        let speedup = try #require(
            slower.rows.first { $0.metric == .speedupVersusReference && $0.key.implementation == "optimized" })
        #expect(speedup.adjustedPValue! < 0.01 && abs(speedup.deltaPercent! + 50) < 5, "\(speedup)")
        #expect(slower.report().contains(/2 times judged|times judged by their same-run speedup/))
        let markdown = slower.report(in: .markdown).split(separator: "\n")
        #expect(
            markdown.contains("| scenario | implementation | N | Hz | metric | A | B | delta % | p adj. | verdict |"))
        #expect(markdown.contains { $0.hasPrefix("| ---") && $0.contains("| ---: |") })
        #expect(markdown.contains { $0.contains("| speedup_vs_reference |") && $0.hasSuffix("| regressed |") })

        // Everything 30 % slower: the reference's times regress, the ratio does not move.
        let busier = try Self.compare(Self.records(seed: 1), Self.records(reference: 10.4, optimized: 0.026, seed: 2))
        #expect(
            Self.changes(busier) == [
                "reference p50_ms regressed", "reference p99_ms regressed", "reference steady_p99_ms regressed",
                "reference worst_frame_ms regressed",
            ])

        // Fewer than 4 repetitions a side can never be significant, however large the change.
        let few = try Self.compare(
            Self.records(repetitions: 3, seed: 1), Self.records(optimized: 0.2, repetitions: 3, seed: 2))
        #expect(Self.changes(few) == [])
    }

    @Test("An allocation count that moves in every repetition is reported")
    func allocations() throws {
        let comparison = try Self.compare(Self.records(seed: 1), Self.records(allocations: 3, seed: 2))
        #expect(Self.changes(comparison) == ["optimized allocs_per_frame regressed"])
    }

    @Test(
        "A corrupt summary is an error naming the file, and the line and column of a bad record",
        arguments: [
            (
                "\(header)\r\nlist-scroll,reference,100000,60,600,8,9,abc,11,2,50,0,1,0,0,reference\r\n",
                #"summary.csv:2: column p99_ms: "abc" is not a finite number"#
            ),
            (
                "\(header)\r\nlist-scroll,reference,100000,60,600,8,9,10,11,2,50,0,1,0,0,reference\r\nx,y,1,60,1,,1,1,1,0,0,0,,0,0,verified\r\n",
                "summary.csv:3: column p50_ms: empty, expected a finite number"
            ),
            (
                "\(header)\r\nlist-scroll,reference,many,60,600,8,9,10,11,2,50,0,1,0,0,reference\r\n",
                #"summary.csv:2: column items: "many" is not a whole number"#
            ),
            ("\(header)\r\nlist-scroll,reference,100000,60\r\n", "summary.csv:2: 4 fields, but the header has 16"),
            ("scenario,implementation,items,refresh_hz,p50_ms\r\n", "summary.csv:1: not a summary: no column p99_ms"),
            ("", "summary.csv: empty, not a summary"),
        ])
    func corrupt(text: String, message: String) throws {
        try withRuns(b: text) { a, b in
            #expect {
                try SummaryFile(runOrFile: b.path)
            } throws: { error in
                "\(error)" == b.appending(path: message).path
            }
        }
    }

    @Test("comparison.csv has the key, the metric, A, B, the change, the p-values and the verdict")
    func comparison() {
        #expect(
            ComparisonRow.csvHeader.joined(separator: ",")
                == "scenario,implementation,items,refresh_hz,metric,a,b,delta_percent,p_value,p_adjusted,verdict")
    }

    @Test("A missing run is an error naming it")
    func missing() throws {
        try withRuns { a, _ in
            let missing = a.appending(path: "nope").path
            #expect {
                try SummaryFile(runOrFile: missing)
            } throws: { error in
                "\(error)" == "\(missing): no such run folder or summary file"
            }
            #expect(throws: FrameLabError.self) {
                try SummaryFile(runOrFile: a.deletingLastPathComponent().path)  // a folder without summary.csv
            }
        }
    }
}
