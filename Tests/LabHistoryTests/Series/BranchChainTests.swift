import Foundation
import LabHistory
import LabProcesses
import LabSupport
import TestSupport
import Testing

/// CI jobs record from fresh, shallow clones; the history must order their runs as a full
/// clone would.
@Suite("The branch order, in shallow clones")
struct BranchChainTests {
    /// A team's CI played small: an origin repository that grows by `groups` of commits pushed
    /// together, each group's last commit measured by a job in a fresh depth-1 clone that records
    /// one run into `location` (p50 1 ms, 1.5 ms from commit `slowdown` on); the origin.
    /// A job that `readsFirst` places the history on its branch before recording, as the gate
    /// does for its learning window (deepening its clone where the history has a gap).
    static func playJobs(
        groups: [Int], slowdown: Int, in folder: URL, location: HistoryLocation, readsFirst: Bool = false
    ) throws -> GitRepository {
        var origin = try GitRepository(in: folder.appending(path: "origin"), commits: 1)
        for (job, group) in groups.enumerated() {
            for _ in 0..<group { try origin.commit() }
            let clone = try shallowClone(of: origin, into: folder.appending(path: "job-\(job)"))
            var run = RecordedRun.sample(
                name: "job-\(job)", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(job) * 60), rows: 1,
                seed: (origin.commits.count > slowdown ? 1.5 : 1) * RecordedRun.noise(job))
            run.commit = .resolve(origin.commits.last!, isDirty: false, in: clone)
            if readsFirst { _ = try BranchChain.current(in: clone, store: HistoryStore(location)) }
            var reports: [String] = []
            #expect(HistoryRecording.record(in: location, repository: clone, report: { reports.append($0) }) { run })
        }
        return origin
    }

    /// A fresh depth-1 clone of `origin` in `folder`.
    static func shallowClone(of origin: GitRepository, into folder: URL) throws -> Git {
        try origin.git(["clone", "-q", "--depth", "1", "file://\(origin.folder.path)", folder.path])
        return Git(in: folder)
    }

    /// What `framelab history` and `--changes` print from `repository`, and the progress lines.
    static func listings(_ location: HistoryLocation, from repository: Git) throws -> (String, [String]) {
        var output = ""
        var progress: [String] = []
        for changes in [false, true] {
            try HistoryListing(selection: HistorySelection(metrics: ["p50_ms"]), format: .csv, listsChanges: changes)
                .write(
                    from: location, repository: repository, output: { output += $0 }, progress: { progress.append($0) })
        }
        return (output, progress)
    }

    @Test("Jobs in depth-1 clones record parents; a depth-1 clone lists and finds changes as a full clone does")
    func shallowOrdersAsFull() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let origin = try Self.playJobs(
                groups: [1, 2, 3, 1, 2, 1, 3, 1, 1, 2, 1, 1], slowdown: 10, in: folder, location: location)
            let store = try HistoryStore(location)
            var parents: [String?] = []
            try store.forEachRun { parents.append($0.commit.parent) }
            #expect(parents.allSatisfy { $0 != nil }, "a depth-1 clone's run records its parent")

            // The shallow clone reads first: the whole clone's read keeps its chain, which the
            // shallow clone would read instead of fetching.
            let reader = try Self.shallowClone(of: origin, into: folder.appending(path: "reader"))
            let (shallow, shallowProgress) = try Self.listings(location, from: reader)
            let (full, fullProgress) = try Self.listings(location, from: Git(in: origin.folder))
            #expect(!fullProgress.contains { $0.contains("fetching") || $0.contains("could not be placed") })
            #expect(full.contains("switch-list-to-grid") && !full.contains("off the branch"))
            #expect(shallow == full)
            // Commits pushed together were never measured: the reader fetched to pass them.
            #expect(shallowProgress.filter { $0.contains("fetching") }.count >= 1)
            #expect(!shallowProgress.contains { $0.contains("could not be placed") })
            let changes = full.split(separator: "\n").filter { $0.contains(origin.commits[10]) }
            #expect(!changes.isEmpty, "the change is found at the slowdown's commit: \(full)")
        }
    }

    @Test("Jobs that deepened to read the history record the commits they saw: a later clone needs no remote")
    func recordedGraphNeedsNoFetch() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let origin = try Self.playJobs(
                groups: [1, 2, 3, 1, 2, 2], slowdown: 99, in: folder, location: location, readsFirst: true)
            let reader = try Self.shallowClone(of: origin, into: folder.appending(path: "reader"))
            try origin.git(["-C", folder.appending(path: "reader").path, "remote", "remove", "origin"])
            let chain = try BranchChain.current(in: reader, store: HistoryStore(location))
            #expect(chain.unplacedNote == nil)
            // From the tip down to the first job's commit, every commit: measured or seen by a job.
            #expect(chain.commits.suffix(origin.commits.count - 1) == origin.commits.dropFirst())
        }
    }

    @Test("Without a remote to deepen from, what cannot be placed is said once and listed off the branch")
    func unplacedSaidOnce() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let origin = try Self.playJobs(groups: [1, 2, 2, 1], slowdown: 99, in: folder, location: location)
            let reader = try Self.shallowClone(of: origin, into: folder.appending(path: "reader"))
            try origin.git(["-C", folder.appending(path: "reader").path, "remote", "remove", "origin"])
            var output = ""
            var progress: [String] = []
            try HistoryListing(selection: HistorySelection(metrics: ["p50_ms"]), format: .table, listsChanges: false)
                .write(from: location, repository: reader, output: { output += $0 }, progress: { progress.append($0) })
            let notes = progress.filter { $0.contains("could not be placed") }
            #expect(notes.count == 1)
            #expect(notes.first?.hasPrefix("history: 2 measured commits could not be placed on this branch") == true)
            #expect(output.contains("off the branch"))
        }
    }

    @Test("Outside a clone, --changes says that it searched no branch instead of reporting no change point")
    func noRepository() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            try HistoryStore(location).record(.sample(name: "run", rows: 1))
            var progress: [String] = []
            try HistoryListing(selection: HistorySelection(), format: .table, listsChanges: true)
                .write(from: location, repository: Git(in: folder), output: { _ in }, progress: { progress.append($0) })
            #expect(progress.contains { $0.hasPrefix("history: git gives no commits here") }, "\(progress)")
        }
    }

    @Test(
        "A whole clone's chain is kept: read back along its tip, extended where HEAD moved on, walked again on another branch; a shallow clone's is not kept",
        arguments: HistoryBackend.available)
    func keptChains(backend: HistoryBackend) throws {
        try withTemporaryDirectory { folder in
            try backend.withFreshLocation { location in
                var repository = try GitRepository(in: folder.appending(path: "origin"), commits: 3)
                let git = Git(in: repository.folder)
                let store = try HistoryStore(location)
                #expect(try BranchChain.current(in: git, store: store).commits == repository.commits)
                #expect(try store.keptChain(endingAt: repository.commits[2]) == repository.commits)
                // What is kept is what is read: a chain kept for the tip stands for git's walk.
                let stand = [repository.commits[0], repository.commits[2]]
                try store.keepChain(stand)
                #expect(try BranchChain.current(in: git, store: store).commits == stand)
                try store.keepChain(repository.commits)
                // Two commits on: the kept chain and git's walk after its tip.
                for _ in 0..<2 { try repository.commit() }
                #expect(try BranchChain.current(in: git, store: store).commits == repository.commits)
                #expect(try store.keptChain(endingAt: repository.commits[4]) == repository.commits)
                // A branch from the first commit: the newest kept tip is not on its chain.
                try repository.git(["checkout", "-q", "-b", "side", repository.commits[0]])
                try repository.commit()
                let side = [repository.commits[0], repository.commits[5]]
                #expect(try BranchChain.current(in: git, store: store).commits == side)
                #expect(try store.newestKeptChainTip() == repository.commits[5])
                // A shallow clone's chain stops short of the root: not kept.
                try repository.git(["checkout", "-q", "main"])
                let clone = try Self.shallowClone(of: repository, into: folder.appending(path: "clone"))
                try backend.withFreshLocation { cloneLocation in
                    let cloneStore = try HistoryStore(cloneLocation)
                    #expect(try BranchChain.current(in: clone, store: cloneStore).commits.last == repository.commits[4])
                    #expect(try cloneStore.newestKeptChainTip() == nil)
                }
            }
        }
    }

    @Test("A rewritten branch's old runs, and runs of commits the clone lacks, are off the branch")
    func rewrittenBranch() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            var origin = try Self.playJobs(groups: [1, 1, 1], slowdown: 99, in: folder, location: location)
            // Force-push: the last two commits replaced.
            try origin.git(["reset", "-q", "--hard", origin.commits[1]])
            try origin.commit(message: "rewritten")
            origin.commits = Array(origin.commits[...1])
            let store = try HistoryStore(location)
            try store.record(.sample(name: "elsewhere", commit: String(repeating: "e", count: 40), rows: 1))
            let reader = try Self.shallowClone(of: origin, into: folder.appending(path: "reader"))
            let chain = try BranchChain.current(in: reader, store: store)
            #expect(chain.commits.suffix(2) == [origin.commits[1], try reader.commitHash("HEAD").unwrap()])
            #expect(!chain.commits.contains(String(repeating: "e", count: 40)))
            #expect(chain.unplacedNote == nil)
        }
    }
}

extension Optional {
    /// The value, or an error for `nil`.
    fileprivate func unwrap() throws -> Wrapped {
        guard let self else { throw FrameLabError("no value") }
        return self
    }
}
