import Foundation
import FrameLab
import RunRecords
import TestSupport
import Testing

@Suite("A run's results read back: framelab report")
struct ResultsTableTests {
    /// Calls `body` with a run folder of `summaries`, measured in the HTML report tests' environment.
    private func withRun(_ summaries: [FrameSummary], _ body: (URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            try summaries.writeCSV(to: folder.appending(path: "summary.csv"))
            try Data(HTMLReportTests.environment.text.utf8).write(to: folder.appending(path: "environment.txt"))
            try body(folder)
        }
    }

    private let summaries: [FrameSummary] = {
        let reference: [FrameRecord] = .fixtures(implementation: "reference", workMilliseconds: [20.7, 32.6])
        let optimized: [FrameRecord] = .fixtures(implementation: "optimized", workMilliseconds: [0.00631, 0.0147])
        let scalar: [FrameRecord] = .fixtures(implementation: "scalar", workMilliseconds: [0.000812, 0.0009])
        let fast: [FrameRecord] = .fixtures(implementation: "optimized", refreshRate: 120, workMilliseconds: [1, 2])
        return FrameSummary.summaries(of: reference + optimized + scalar + fast)
    }()

    @Test("Headline rows are the 60 Hz reference, cached and optimized; all rows are every row")
    func selection() throws {
        try withRun(summaries) { folder in
            let results = try RunResults(folder: folder.path)
            let headline = ResultsTable.render(results, selection: .headline, format: .markdown)
            let all = ResultsTable.render(results, selection: .all, format: .markdown)
            #expect(headline.split(separator: "\n").count == 1 + 2 + 2)
            #expect(all.split(separator: "\n").count == 1 + 2 + 4)
            #expect(!headline.contains("scalar") && all.contains("| scalar |"))
            let fast = ResultsTable.render(results, selection: .all, refreshRate: 120, format: .markdown)
            #expect(fast.split(separator: "\n").count == 1 + 2 + 1)
        }
    }

    @Test("Durations carry their unit, caches say how the frames ran, the provenance names the commit")
    func cells() throws {
        var mismatched = summaries
        mismatched[2].status = .mismatch
        try withRun(mismatched) { folder in
            let text = ResultsTable.render(try RunResults(folder: folder.path), selection: .all, format: .markdown)
            #expect(text.hasPrefix("Commit abc1234-dirty, 2026-11-23, Test CPU <fast>, 2 cores, Swift 6.3.1: "))
            #expect(text.contains("1 rows disagreeing."))
            #expect(text.contains("| optimized | 100k | 60 | evicted | 6.31 µs | 14.7 µs | 0 of 2 | 3281× | — |"))
            #expect(text.contains("| reference | 100k | 60 | warm | 20.7 ms | 32.6 ms | 2 of 2 | 1.00× | — |"))
            #expect(text.contains("| 812 ns |"))
        }
    }

    @Test("A summary from before the caches column reads with — there")
    func olderSummary() throws {
        try withRun(summaries) { folder in
            let summary = folder.appending(path: "summary.csv")
            let lines = try String(contentsOf: summary, encoding: .utf8).split(separator: "\r\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false).dropLast().joined(separator: ",")
            }
            try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: summary)
            let text = ResultsTable.render(try RunResults(folder: folder.path), selection: .all, format: .markdown)
            #expect(text.contains("| reference | 100k | 60 | — | 20.7 ms |"))
        }
    }

    @Test("A bad status or a missing file is an error naming the file")
    func errors() throws {
        try withRun(summaries) { folder in
            let summary = folder.appending(path: "summary.csv")
            let text = try String(contentsOf: summary, encoding: .utf8)
            try Data(text.replacingOccurrences(of: ",reference,", with: ",gold,").utf8).write(to: summary)
            #expect {
                try RunResults(folder: folder.path)
            } throws: { error in
                "\(error)".contains("summary.csv:2: column status: \"gold\" is not one of verified")
            }
            try FileManager.default.removeItem(at: folder.appending(path: "environment.txt"))
            #expect {
                try RunResults(folder: folder.path)
            } throws: { error in
                "\(error)".hasPrefix(folder.appending(path: "environment.txt").path)
            }
        }
    }
}
