import Foundation
import LabProcesses
import LabSupport

/// The current branch's commits, oldest first: the order the history puts runs in, for
/// `framelab history`, change points, the gate's learning window and the report's trend.
///
/// It is git's first-parent chain of `HEAD`, continued where the clone's history stops (a
/// shallow clone, as CI jobs make) by the commit graph the history recorded: each measured
/// commit's parents, from its commit object, and the commits between measured ones that a
/// recording job could see. Where neither knows a commit's parent (commits pushed together, of
/// which only the last was measured, by jobs that could not see the others) and runs of the
/// history may lie below it, a shallow clone is deepened from its remote, up to
/// ``deepeningLimit`` commits; what still cannot be placed is listed off the branch, and
/// ``unplacedNote`` says so once.
package struct BranchChain: Sendable, ExpressibleByArrayLiteral {
    /// The commits, full hashes, oldest first.
    package let commits: [String]
    /// One line saying which runs' commits could not be placed, and why; `nil` when none.
    package let unplacedNote: String?
    /// Each commit's position in ``commits``: looked up for every point of every series, so
    /// built once.
    private let positions: [String: Int]
    /// The position of each run of one history by its id, when the chain was given them
    /// (``placing(_:)``): ``notPlaced`` for a run off the chain, ``notIndexed`` for an id the
    /// runs did not hold. Thousands of series of the same runs each look their points up: a
    /// run's commit is then hashed once, not once a series.
    private var runPositions: [Int] = []

    /// A chain of `commits`; see the properties.
    package init(commits: [String], unplacedNote: String? = nil) {
        self.commits = commits
        self.unplacedNote = unplacedNote
        positions = Dictionary(commits.enumerated().map { ($1, $0) }) { first, _ in first }
    }

    /// A chain of `commits`, full hashes, oldest first.
    package init(arrayLiteral commits: String...) {
        self.init(commits: commits)
    }

    /// The position of the commit `sha` (a full hash) on the chain, counted from its oldest
    /// commit; `nil` when it is not on it.
    package func position(of sha: String) -> Int? {
        positions[sha]
    }

    /// The position of `point`'s commit on the chain (see ``position(of:)-(String)``), by its
    /// run where the chain was given the run's.
    package func position(of point: HistorySeries.Point) -> Int? {
        if let id = point.runID, runPositions.indices.contains(id), runPositions[id] != Self.notIndexed {
            let position = runPositions[id]
            return position == Self.notPlaced ? nil : position
        }
        return positions[point.commit.sha]
    }

    /// This chain, told the position of each run of `index` once: for the store's reads that
    /// search many series of the same runs.
    func placing(_ index: HistoryStore.RunIndex) -> BranchChain {
        var chain = self
        chain.runPositions = [Int](repeating: Self.notIndexed, count: index.newestID + 1)
        for run in index.runs {
            chain.runPositions[run.point.runID!] = positions[run.point.commit.sha] ?? Self.notPlaced
        }
        return chain
    }

    /// A run's entry in ``runPositions`` when it is off the chain.
    private static let notPlaced = -1
    /// An id's entry in ``runPositions`` when the runs placed held no run with it.
    private static let notIndexed = -2

    /// What ``unplacedNote`` says when git gives no commits: every run is off the branch, and
    /// `--changes` would otherwise report no change point as if it had searched.
    static let noHistoryNote =
        "history: git gives no commits here (not in a clone of the repository, or git cannot run): no run is "
        + "placed on a branch, so every run is listed off it and no change point is searched"

    /// The most commits a shallow clone is deepened by, in all, to place the history's runs.
    package static let deepeningLimit = 512

    /// The chain of `HEAD` in `repository`, continued by `store`'s commit graph; `progress` gets
    /// a line when the clone is deepened. Empty, with a note saying so, outside a repository.
    package static func current(
        in repository: Git, store: HistoryStore, progress: (String) -> Void = { _ in }
    ) throws(FrameLabError) -> BranchChain {
        // The history's graph and measured commits, read once the chain goes below git's oldest
        // commit (a shallow clone): a whole clone's chain needs neither.
        var recorded: [String: [String]]?
        var measured: [String: Date?]?
        var deepened = 0
        while true {
            let (fromGit, parentOfOldest) = gitChain(in: repository, keptIn: deepened == 0 ? store : nil)
            guard let oldest = fromGit.first else { return BranchChain(commits: [], unplacedNote: noHistoryNote) }
            // Down to a root commit (or kept so): git's chain is the whole chain.
            guard parentOfOldest != nil else { return BranchChain(commits: fromGit) }
            // Below git's oldest commit, along the first parents its commit object and the
            // history's graph name.
            var below: [String] = []
            var onChain = Set(fromGit)
            var next = parentOfOldest
            var stop: String?
            while let sha = next, onChain.insert(sha).inserted {
                below.append(sha)
                if recorded == nil { recorded = try store.commitParents() }
                guard let parents = recorded![sha] else {
                    stop = sha
                    break
                }
                next = parents.first
            }
            let commits = below.reversed() + fromGit
            guard let stop else { return BranchChain(commits: commits) }
            // Runs of commits the chain does not hold, as old as where it stops or older.
            if measured == nil { measured = try store.measuredBranchCommits() }
            let stopTime = measured![stop].flatMap { $0 } ?? repository.commit(oldest)?.time
            let unplaced = measured!.filter { sha, time in
                !onChain.contains(sha) && (time == nil || stopTime == nil || time! <= stopTime!)
            }
            guard !unplaced.isEmpty else { return BranchChain(commits: commits) }
            if repository.isShallow && deepened < deepeningLimit {
                let step = min(max(32, deepened), deepeningLimit - deepened)
                progress(
                    "history: this clone's history stops at \(stop.prefix(7)), and \(unplaced.count) measured commits "
                        + "may lie below it: fetching \(step) more commits")
                if repository.deepen(by: step) {
                    deepened += step
                    continue
                }
            }
            return BranchChain(
                commits: commits,
                unplacedNote:
                    "history: \(unplaced.count) measured commits could not be placed on this branch, whose known "
                    + "history stops at \(stop.prefix(7)) (neither this clone nor the history's commit graph has its "
                    + "parent): they are listed off the branch; a deeper clone places them")
        }
    }

    /// The first-parent chain of `HEAD` in `repository`, oldest first, and the first parent of
    /// its oldest commit as its commit object names it (`nil` for a root commit, or where git
    /// has no such commit). A whole chain, down to a root commit, is kept in `store` when given
    /// (``HistoryStore/keptChain(endingAt:)``), and read from there again: along the same tip,
    /// or extended by the commits after the tip kept last, where `HEAD` has moved on from it.
    private static func gitChain(in repository: Git, keptIn store: HistoryStore?)
        -> (commits: [String], parentOfOldest: String?)
    {
        // A kept chain only speeds the walk up: any failure to read or keep it is git's walk.
        guard let store, let head = repository.commitHash("HEAD") else {
            let commits = repository.firstParentChain()
            return (commits, commits.first.flatMap { repository.parents(ofCommit: $0)?.first })
        }
        if let kept = try? store.keptChain(endingAt: head) { return (kept, nil) }
        if let tip = try? store.newestKeptChainTip(), let kept = try? store.keptChain(endingAt: tip),
            let after = repository.firstParentChain(after: tip, to: head)
        {
            try? store.keepChain(kept + after)
            return (kept + after, nil)
        }
        let commits = repository.firstParentChain(of: head)
        let parents = commits.first.flatMap { repository.parents(ofCommit: $0) }
        if parents?.isEmpty == true { try? store.keepChain(commits) }
        return (commits, parents?.first)
    }

    /// The commits of the chain's git part from `HEAD` back to the nearest one the history
    /// already has (its graph or a run), at most ``deepeningLimit``, each with its parents: what
    /// a recording job adds to the history's graph, so that later jobs' shallow clones can place
    /// its runs without fetching.
    package static func unrecordedAncestry(
        in repository: Git, store: HistoryStore
    ) throws(FrameLabError) -> [String: [String]] {
        let recorded = try store.commitParents()
        var ancestry: [String: [String]] = [:]
        for (position, commit) in repository.firstParentAncestry(limit: deepeningLimit).enumerated() {
            // HEAD's own commit is in the graph once its run is recorded; below it, the first
            // commit the graph has is where the walk joins it.
            if position > 0 && recorded[commit.sha] != nil { break }
            ancestry[commit.sha] = commit.parents
        }
        return ancestry
    }
}
