import AllocationCounter
import Foundation
import TestSupport
import Testing

@Suite("framelab compare")
struct CompareCommandTests {
    /// Plays `list-scroll` with 2,000 items on the reference and the optimized kernels, 8
    /// repetitions, into `results`, with the optimized kernel's queries made 16 times slower when
    /// `slowed`; returns the run folder.
    private static func run(into results: URL, slowed: Bool) throws -> URL {
        let run = try FramelabRun(
            [
                "run", "--scenario", "list-scroll", "--items", "2000", "--repetitions", "8",
                "--implementation", "reference", "--implementation", "optimized", "--results", results.path,
            ] + (slowed ? ["--inject-worker-fault", "optimized:slow"] : []))
        #expect(run.status == 0, "\(run.standardError)")
        let report = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("report: ") })
        return URL(fileURLWithPath: String(report.dropFirst("report: ".count))).deletingLastPathComponent()
    }

    @Test(
        "Two real runs, the second's optimized kernel 16 times slower: its speedup regressed, its times judged by it",
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"))
    func slowedRun() throws {
        try withTemporaryDirectory { directory in
            let a = try Self.run(into: directory, slowed: false)
            let b = try Self.run(into: directory, slowed: true)
            let compare = try FramelabRun(["compare", a.path, b.path])
            #expect(compare.status == 0, "\(compare.standardError)")
            #expect(compare.standardOutput.contains("wrote \(b.appending(path: "comparison.csv").path)"))
            let lines = try String(contentsOf: b.appending(path: "comparison.csv"), encoding: .utf8)
                .split(separator: "\r\n").map(String.init)
            #expect(
                lines.first
                    == "scenario,implementation,items,refresh_hz,metric,a,b,delta_percent,p_value,p_adjusted,verdict")
            for refreshRate in [60, 120] {
                let row = "list-scroll,optimized,2000,\(refreshRate),"
                #expect(lines.contains { $0.hasPrefix(row + "speedup_vs_reference,") && $0.hasSuffix(",regressed") })
                #expect(lines.contains { $0.hasPrefix(row + "p50_ms,") && $0.hasSuffix(",,,by-ratio") })
            }

            try FileManager.default.removeItem(at: a.appending(path: "frames.csv"))
            let withoutFrames = try FramelabRun(["compare", a.path, b.path])
            #expect(withoutFrames.status == 2)
            #expect(withoutFrames.standardError.contains("\(a.path)/frames.csv: no such file"))
        }
    }

    @Test("A corrupt summary: one error line, exit status 2, nothing written")
    func corruptSummary() throws {
        try withTemporaryDirectory { directory in
            let header = """
                scenario,implementation,items,refresh_hz,frames,p50_ms,p90_ms,p99_ms,max_ms,over_budget,\
                hitch_ms_per_s,allocs_per_frame,speedup_vs_reference,max_abs_error,set_mismatches,status
                """
            let summaries = [
                "list-scroll,optimized,100000,60,600,1,1,10,11,0,100,0,8,0,0,verified",
                "list-scroll,optimized,100000,60,600,0.5,1,ten,11,3,110,0,6,0,0,verified",
            ]
            let (a, b) = (directory.appending(path: "a"), directory.appending(path: "b"))
            for (folder, row) in zip([a, b], summaries) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                try Data("\(header)\r\n\(row)\r\n".utf8).write(to: folder.appending(path: "summary.csv"))
            }
            let run = try FramelabRun(["compare", a.path, b.path])
            #expect(run.status == 2)
            #expect(run.standardOutput.isEmpty)
            #expect(
                run.standardError == "error: \(b.path)/summary.csv:2: column p99_ms: \"ten\" is not a finite number\n")
            #expect(!FileManager.default.fileExists(atPath: b.appending(path: "comparison.csv").path))
        }
    }
}
