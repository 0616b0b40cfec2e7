import Foundation
import FrameLab
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

    @Test("Verdicts: less time is better, a higher speedup is, changes under the threshold are unchanged")
    func verdicts() throws {
        try withRuns { a, b in
            let comparison = SummaryComparison(
                try SummaryFile(runOrFile: a.path), try SummaryFile(runOrFile: b.appending(path: "summary.csv").path),
                thresholdPercent: 10)
            let optimized = comparison.rows.filter { $0.key.implementation == "optimized" && $0.key.items == 100_000 }
            let verdicts = optimized.map { "\($0.metric.rawValue) \($0.verdict.rawValue)" }
            #expect(
                verdicts == [
                    "p50_ms improved", "p99_ms unchanged", "over_budget regressed", "hitch_ms_per_s regressed",
                    "allocs_per_frame unchanged", "speedup_vs_reference regressed",
                ])
            #expect(optimized.map(\.deltaPercent) == [-50, 5, nil, 10, 0, -25])
            // The reference's 6 metrics, the optimized row's 6, and spring-switch's 5: no speedup.
            #expect(comparison.rows.count == 17)
            #expect(comparison.keysOnlyInA.map(\.implementation) == ["scalar"])
            #expect(comparison.keysOnlyInB.map(\.implementation) == ["c"])
            let report = comparison.report
            #expect(report.hasPrefix("17 metrics compared, threshold 10.0%: 1 improved, 13 unchanged, 3 regressed\n"))
            #expect(report.contains(/optimized +100k +60 +over_budget +0 +3 +new +regressed\n/))
            #expect(
                report.contains(
                    "\nOnly in A: list-scroll scalar 100k 60 Hz\nOnly in B: full-interpolation c 100k 60 Hz\n"))
        }
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

    @Test("framelab compare writes comparison.csv into B's folder and prints what changed")
    func command() throws {
        try withRuns { a, b in
            let run = try FramelabRun(["compare", a.path, b.path, "--threshold", "20"])
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.contains("2 regressed"))
            #expect(run.standardOutput.contains("wrote \(b.appending(path: "comparison.csv").path)"))
            let comparison = try String(contentsOf: b.appending(path: "comparison.csv"), encoding: .utf8)
            let lines = comparison.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "scenario,implementation,items,refresh_hz,metric,a,b,delta_percent,verdict")
            #expect(lines.contains("list-scroll,optimized,100000,60,p50_ms,1,0.5,-50,improved"))
            #expect(lines.contains("list-scroll,optimized,100000,60,over_budget,0,3,,regressed"))
            #expect(lines.contains("list-scroll,optimized,100000,60,hitch_ms_per_s,100,110,10,unchanged"))
        }
    }

    @Test("framelab compare with a corrupt summary: one error line, exit status 2, nothing written")
    func commandRejectsCorruptSummary() throws {
        let corrupt = Self.runB.replacingOccurrences(of: "0.5,1,10.5", with: "0.5,1,ten")
        try withRuns(b: corrupt) { a, b in
            let run = try FramelabRun(["compare", a.path, b.path])
            #expect(run.status == 2)
            #expect(run.standardOutput.isEmpty)
            #expect(
                run.standardError == "error: \(b.path)/summary.csv:3: column p99_ms: \"ten\" is not a finite number\n")
            #expect(!FileManager.default.fileExists(atPath: b.appending(path: "comparison.csv").path))
        }
    }
}
