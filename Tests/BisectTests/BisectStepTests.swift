import Bisect
import Foundation
import LabProcesses
import TestSupport
import Testing

/// The tests' handler of SIGINT and SIGTERM, which a step's measurement needs: one for the
/// whole test process, which handles them from the first test that uses it.
let interruption = RunInterruption(report: { _ in })

@Suite("A bisection's steps")
struct BisectStepTests {
    /// A step of a bisection of `value.txt`'s number in `repository`, 10 good and 13 bad.
    func step(_ repository: GitRepository, record: BisectRecord, command: String = "cat value.txt") -> BisectStep {
        BisectStep(
            threshold: BisectThreshold(value: (10.0 * 13).squareRoot(), higherIsWorse: true), record: record,
            measurement: BisectMeasurement(
                metric: "p50_ms", scenario: "x", items: nil, repetitions: 5, measureCommand: command,
                history: .sqlite(path: "/nowhere/history.sqlite"), repository: repository.folder))
    }

    @Test("A commit is good below the threshold, bad at or past it, skipped when it cannot be measured")
    func verdicts() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "repository"), commits: 3) { index in
                ["value.txt": ["10\n", "13\n", "not a number\n"][index]]
            }
            let record = BisectRecord(file: folder.appending(path: "steps.tsv"))
            try record.start(good: ("good", 10), bad: ("bad", 13))
            var lines: [String] = []
            var verdicts: [BisectStep.Verdict] = []
            for commit in repository.commits {
                try repository.git(["checkout", "-q", commit])
                verdicts.append(
                    try step(repository, record: record).run(
                        in: repository.folder, interruption: interruption, progress: { lines.append($0) }))
            }
            #expect(verdicts == [.good, .bad, .skip])
            let values = try record.values()
            #expect(values[repository.commits[0]] == 10 && values[repository.commits[1]] == 13)
            #expect(values[repository.commits[2]] == nil)
            #expect(
                lines.contains {
                    $0.hasPrefix("[step 1] \(repository.commits[0].prefix(7)) commit 0: p50_ms = 10.0 ms → good")
                })
            #expect(
                lines.contains {
                    $0.hasPrefix("[step 2] \(repository.commits[1].prefix(7)) commit 1: p50_ms = 13.0 ms → bad")
                })
            #expect(lines.last == "[step 3] \(repository.commits[2].prefix(7)): skipped")
        }
    }

    @Test("Outside a repository a step cannot read its commit and stops the bisection")
    func abort() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "repository"), commits: 1)
            let outside = folder.appending(path: "outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            let verdict = try step(repository, record: BisectRecord(file: folder.appending(path: "steps.tsv"))).run(
                in: outside, interruption: interruption, progress: { _ in })
            #expect(verdict == .abort)
            #expect(BisectWorktree.repository(containing: outside) == nil)
        }
    }
}
