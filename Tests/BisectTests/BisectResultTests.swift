import Bisect
import Foundation
import LabSupport
import TestSupport
import Testing

@Suite("A bisection's record and result")
struct BisectResultTests {
    @Test("The first bad commit is read from git's log; a log without one names none")
    func firstBadCommit() {
        let log = """
            git bisect start 'b' 'a'
            # bad: [bbbb] commit 11
            # good: [aaaa] commit 0
            # first bad commit: [8aa248b786ba72e99dd2541f26f5574b4fb62c4d] commit 7

            """
        #expect(BisectResult.firstBadCommit(inLog: log) == "8aa248b786ba72e99dd2541f26f5574b4fb62c4d")
        #expect(BisectResult.firstBadCommit(inLog: "# only skipped commits left to test\n") == nil)
    }

    @Test("The report names the commit, the change in either direction and the cost")
    func report() {
        var result = BisectResult(
            firstBadCommit: "8aa248b", subject: "commit 7", metric: "p50_ms", change: (10, 13), commits: 11, steps: 4,
            seconds: 252)
        #expect(
            result.report == """
                first bad commit: 8aa248b commit 7
                p50_ms: 10.0 ms → 13.0 ms (+30.0 %)
                11 commits, --good and --bad and 4 steps measured in 4 min 12 s (42 s a measurement)

                """)
        result.metric = "speedup_vs_reference"
        result.change = (2, 1.5)
        result.seconds = 30
        #expect(result.report.split(separator: "\n")[1] == "speedup_vs_reference: 2.00× → 1.50× (−25.0 %)")
        result.change = nil
        #expect(result.report.split(separator: "\n").count == 2)
    }

    @Test("The record keeps the endpoints, then each step's value, and counts the steps")
    func record() throws {
        try withTemporaryDirectory { folder in
            let record = BisectRecord(file: folder.appending(path: "steps.tsv"))
            try record.start(good: ("aaaa", 10), bad: ("bbbb", 13))
            #expect(record.nextStep == 1)
            try record.append(commit: "cccc", value: 12.5, isBad: true, seconds: 3)
            #expect(record.nextStep == 2)
            #expect(try record.values() == ["aaaa": 10, "bbbb": 13, "cccc": 12.5])
            let text = try String(contentsOf: record.file, encoding: .utf8)
            #expect(text == "aaaa\t10.0\tgood\nbbbb\t13.0\tbad\ncccc\t12.5\tbad\t3.0\n")
        }
    }
}
