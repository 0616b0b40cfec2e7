import Foundation
import TestSupport
import Testing

@Suite("framelab history prune")
struct HistoryPruneCommandTests {
    /// A repository of `commits` commits and an SQLite history of synthetic `make bench` runs of
    /// them on two runners, recorded by `framelab history synthesize` (runs of 2023: none recent).
    static func history(in folder: URL, commits: Int) throws -> (repository: GitRepository, database: String) {
        let repository = try GitRepository(in: folder.appending(path: "repository"), commits: commits)
        let database = folder.appending(path: "history.sqlite").path
        let synthesized = try FramelabRun(
            [
                "history", "synthesize", "--template", PackageDirectory.root.appending(path: "docs/run").path,
                "--commits", String(commits), "--runners", "2", "--database", database,
            ], directory: repository.folder)
        try #require(synthesized.status == 0, "\(synthesized.standardError)")
        return (repository, database)
    }

    /// Every run of the history at `database`, as `framelab history export` writes them.
    static func export(_ database: String) throws -> String {
        let exported = try FramelabRun(["history", "export", "--database", database])
        try #require(exported.status == 0, "\(exported.standardError)")
        return exported.standardOutput
    }

    @Test("A dry run changes nothing; --apply shrinks the file and --changes still finds the same change")
    func dryRunThenApply() throws {
        try withTemporaryDirectory { folder in
            let (repository, database) = try Self.history(in: folder, commits: 60)
            let changes = ["history", "--changes", "--csv", "--database", database]
            let changesBefore = try FramelabRun(changes, directory: repository.folder)
            #expect(changesBefore.rows.count > 0, "\(changesBefore.standardOutput)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: database))

            let dryRun = try FramelabRun(["history", "prune", "--database", database], directory: repository.folder)
            #expect(dryRun.status == 0, "\(dryRun.standardError)")
            #expect(dryRun.standardOutput.hasPrefix("prune would keep 40 of 120 runs whole (40 around "))
            #expect(dryRun.standardOutput.contains("keep 80 as their commit's summary"))
            #expect(dryRun.standardOutput.hasSuffix("Nothing was changed: --apply prunes.\n"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)

            let applied = try FramelabRun(
                ["history", "prune", "--apply", "--database", database], directory: repository.folder)
            #expect(applied.status == 0, "\(applied.standardError)")
            #expect(applied.standardOutput.hasPrefix("pruned: kept 40 of 120 runs whole"))
            let size = try #require(try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int)
            #expect(size < bytes.count, "the file went from \(bytes.count) to \(size) bytes")
            #expect(applied.standardOutput.contains("went from \(bytes.count) to \(size) bytes"))
            let changesAfter = try FramelabRun(changes, directory: repository.folder)
            #expect(changesAfter.standardOutput == changesBefore.standardOutput)
        }
    }

    @Test("Bad values and a folder outside git are refused, naming why, and change nothing")
    func refusals() throws {
        try withTemporaryDirectory { folder in
            let (_, database) = try Self.history(in: folder, commits: 8)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
            let around = try FramelabRun(["history", "prune", "--keep-around", "0", "--database", database])
            #expect(around.status == 2 && around.standardError.contains("--keep-around 0"))
            let days = try FramelabRun(["history", "prune", "--keep-days=-2", "--database", database])
            #expect(days.status == 2 && days.standardError.contains("--keep-days -2"))
            let outside = folder.appending(path: "elsewhere")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            let noGit = try FramelabRun(["history", "prune", "--apply", "--database", database], directory: outside)
            #expect(noGit.status != 0 && noGit.standardError.contains("run it in the repository's clone"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
        }
    }

    @Test("kill -9 during prune --apply leaves the history as it was or wholly pruned")
    func killedMidway() throws {
        try withTemporaryDirectory { folder in
            let (repository, database) = try Self.history(in: folder, commits: 100)
            let original = try Self.export(database)
            let finished = folder.appending(path: "finished.sqlite").path
            try FileManager.default.copyItem(atPath: database, toPath: finished)
            let pruned = try FramelabRun(
                ["history", "prune", "--apply", "--database", finished], directory: repository.folder)
            try #require(pruned.status == 0, "\(pruned.standardError)")
            let prunedRuns = try Self.export(finished)
            try #require(prunedRuns != original)

            var outcomes: Set<Bool> = []
            for delay in [0, 20, 300] {
                let path = folder.appending(path: "killed-\(delay).sqlite").path
                try FileManager.default.copyItem(atPath: database, toPath: path)
                try runFramelabKilledInTransaction(
                    ["history", "prune", "--apply", "--database", path], database: path,
                    directory: repository.folder, delay: delay)
                let runs = try Self.export(path)
                #expect(runs == original || runs == prunedRuns, "killed \(delay) ms after the journal appeared")
                outcomes.insert(runs == original)
            }
            // At least the kill as the journal appears lands inside the transaction.
            #expect(outcomes.contains(true))
        }
    }
}
