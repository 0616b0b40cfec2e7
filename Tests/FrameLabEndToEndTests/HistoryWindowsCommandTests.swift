import Foundation
import TestSupport
import Testing

@Suite("framelab history windows")
struct HistoryWindowsCommandTests {
    @Test("It lists each learned row's window of the runner's gate runs; a runner without any is told so")
    func windows() throws {
        try withTemporaryDirectory { folder in
            let repository = try GitRepository(in: folder.appending(path: "repository"), commits: 40)
            let database = folder.appending(path: "history.sqlite").path
            let template = PackageDirectory.root.appending(path: "docs/run").path
            for arguments in [["--runners", "2"], ["--runners", "1", "--kind", "gate"]] {
                let synthesized = try FramelabRun(
                    ["history", "synthesize", "--template", template, "--commits", "40", "--database", database]
                        + arguments, directory: repository.folder)
                try #require(synthesized.status == 0, "\(synthesized.standardError)")
            }
            let listed = try FramelabRun(
                ["history", "windows", "--runner", "synthetic-runner-1", "--database", database],
                directory: repository.folder)
            #expect(listed.status == 0, "\(listed.standardError)")
            let lines = listed.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("row") == true && lines.first?.hasSuffix("limit") == true)
            // The 30 newest of 40 runs: since commit 10 …
            let short = repository.commits.map { String($0.prefix(7)) }
            let scroll = try #require(lines.first { $0.hasPrefix("list-scroll · N = 100000 · 60 Hz ") })
            let grid = try #require(lines.first { $0.hasPrefix("switch-list-to-grid · N = 100000 · 60 Hz ") })
            #expect(grid.contains(" 30  \(short[10]) Commit 10"), "\(grid)")
            // … but list-scroll regressed at commit 30: its window stays before it.
            #expect(scroll.contains(" 30  \(short[0]) Commit 0"), "\(scroll)")
            // One line per optimized 60 Hz row of the template with speedups (at 1,000,000 items
            // the reference is not played): 14.
            #expect(lines.count == 2 + 14, "\(listed.standardOutput)")
            #expect(listed.standardError.contains("runner synthetic-runner-1's next gate run"))

            let none = try FramelabRun(
                ["history", "windows", "--runner", "synthetic-runner-2", "--database", database],
                directory: repository.folder)
            #expect(none.status == 0 && none.standardOutput.isEmpty)
            #expect(none.standardError.contains("runner synthetic-runner-2 has no gate run"), "\(none.standardError)")
        }
    }
}
