import Foundation
import LabSupport
import RunRecords

extension HistoryStore {
    /// What pruning under `policy` would do to each run (``RetentionPolicy``), the branch being
    /// `chain` (its first-parent commits, oldest first) and "recent" counting back from `now`.
    package func prunePlan(_ policy: RetentionPolicy, along chain: BranchChain, now: Date = Date())
        throws(FrameLabError) -> PrunePlan
    {
        let index = try runIndex(reloaded: true)
        let runs = index.runs.map { (id: $0.point.runID!, run: $0) }
        var plan = PrunePlan(policy: policy)
        plan.runCount = runs.count
        let recent = now.addingTimeInterval(-Double(policy.recentDays) * 86_400)
        for (id, run) in runs where run.point.date >= recent { plan.keptWhole[id] = .recent }

        let (changes, _, _) = try HistorySelection().changes(in: self, along: chain)
        plan.changePoints = changes.count
        var neighbourhoods: Set<CommitRuns> = []
        for change in changes {
            guard let position = chain.position(of: change.commit.sha),
                let runner = index.runners.firstIndex(of: change.runner)
            else { continue }
            let kind = RecordedRun.Kind.allCases.firstIndex(of: change.kind)!
            let lower = max(0, position - policy.changeNeighbourhood)
            let upper = min(chain.commits.count, position + policy.changeNeighbourhood)
            for sha in chain.commits[lower..<upper] {
                neighbourhoods.insert(CommitRuns(runnerOrdinal: runner, kindOrdinal: kind, sha: sha))
            }
        }
        for (id, run) in runs where plan.keptWhole[id] == nil && neighbourhoods.contains(CommitRuns(run)) {
            plan.keptWhole[id] = .aroundChange
        }

        let windowRuns = try learningWindowRuns(index, along: chain)
        for (id, run) in runs where plan.keptWhole[id] == nil {
            if windowRuns.contains(RunName(runnerOrdinal: run.runnerOrdinal, name: run.point.run)) {
                plan.keptWhole[id] = .learningWindow
            }
        }

        // Of every other run of a clean tree, its runner's newest of that kind and commit is the
        // commit's summary, unless one of them is kept whole. A dirty tree's run kept whole (a
        // recent one) does not stand for its commit's clean runs: change detection leaves it out.
        var commits: [CommitRuns: [(id: Int, run: IndexedRun)]] = [:]
        for (id, run) in runs {
            if !run.point.commit.isDirty {
                commits[CommitRuns(run), default: []].append((id, run))
            } else if plan.keptWhole[id] == nil {
                plan.removed[id] = .dirty
            }
        }
        for commitRuns in commits.values where !commitRuns.contains(where: { plan.keptWhole[$0.id] != nil }) {
            let newest = commitRuns.max {
                ($0.run.point.date, $0.run.point.run) < ($1.run.point.date, $1.run.point.run)
            }!
            plan.summarized.insert(newest.id)
        }
        for (id, _) in runs where plan.keptWhole[id] == nil && !plan.summarized.contains(id) && plan.removed[id] == nil
        {
            plan.removed[id] = .repeated
        }
        return plan
    }

    /// Carries out `plan` in one transaction (a run is removed whole with its rows and checks;
    /// a summary's repetitions are cut to its fastest; kept searches of change points are
    /// forgotten), then gives the freed space back (``HistoryDatabase/reclaimSpace()``).
    package func prune(_ plan: PrunePlan) throws(FrameLabError) {
        try database.write { statements throws(FrameLabError) in
            try Self.forgetKeptSearches(statements)
            let changed = plan.removed.keys.sorted() + plan.summarized.sorted()
            var blocks: Set<Int64> = []
            for (list, ids) in SQLValue.batches(changed.map { .integer(Int64($0)) }) {
                for columns in try statements.rows("SELECT DISTINCT block FROM runs WHERE id IN \(list)", ids) {
                    if let block = columns[0].flatMap({ Int64($0) }) { blocks.insert(block) }
                }
            }
            // Each block a pruned run is in, rewritten once, merged with its runs' own blocks: its
            // other rows as they are.
            for block in blocks.sorted() {
                let runs = try statements.rows(
                    """
                    SELECT r.id, n.id, r.kind FROM runs r JOIN runner_names n ON n.name = r.runner WHERE r.block = ?
                    """, [.integer(block)])
                guard let owner = runs.first else { continue }
                let keys = Array(Set([block] + runs.map { Int64($0[0]!)! })).sorted().map { SQLValue.integer($0) }
                var rows: [Int64: [SeriesBlock.Row]] = [:]
                try statements.forEachPackedRow(
                    "SELECT series_id, metrics FROM summary_blocks WHERE block IN \(SQLValue.placeholders(keys.count))",
                    keys
                ) { seriesID, bytes throws(FrameLabError) in
                    do throws(PackedNumbers.Damage) {
                        guard let bytes else { throw .notBytes }
                        rows[seriesID, default: []] += try SeriesBlock(bytes).rows
                    } catch {
                        throw try Self.damaged(block: block, series: seriesID, error, statements)
                    }
                }
                let rewritten = rows.sorted { $0.key < $1.key }.compactMap { seriesID, rows -> [SQLValue]? in
                    let kept = rows.compactMap { row -> SeriesBlock.Row? in
                        if plan.removed[Int(row.run)] != nil { return nil }
                        guard plan.summarized.contains(Int(row.run)) else { return row }
                        var summary = row
                        summary.metrics = row.metrics.map { key, value, samples in
                            (key, value, samples.min().map { [$0] } ?? [])
                        }
                        return summary
                    }
                    guard !kept.isEmpty else { return nil }
                    return [
                        .integer(seriesID), .integer(Int64(owner[1]!)!), .text(owner[2]!), .integer(block),
                        .blob(SeriesBlock(rows: kept).bytes),
                    ]
                }
                try statements.execute(
                    "DELETE FROM summary_blocks WHERE block IN \(SQLValue.placeholders(keys.count))", keys)
                try statements.insert(into: "summary_blocks", columns: Self.blockColumns, rows: rewritten)
            }
            for (list, ids) in SQLValue.batches(plan.removed.keys.sorted().map { .integer(Int64($0)) }) {
                try statements.execute("DELETE FROM checks WHERE run_id IN \(list)", ids)
                try statements.execute("DELETE FROM runs WHERE id IN \(list)", ids)
            }
        }
        forgetReads()
        try database.reclaimSpace()
    }

    /// The runs of every runner's next learning window (``nextLearningWindows(runner:along:)``).
    private func learningWindowRuns(_ index: RunIndex, along chain: BranchChain) throws(FrameLabError) -> Set<RunName> {
        var names: Set<RunName> = []
        for (runnerOrdinal, runner) in index.runners.enumerated() {
            let windows = try nextLearningWindows(runner: runner, along: chain)?.windows.values
            for name in windows?.flatMap(\.runs) ?? [] {
                names.insert(RunName(runnerOrdinal: runnerOrdinal, name: name))
            }
            // One runner's index at a time: a team's history holds ten.
            indexedRuns[RunScope(runner: runner, kind: .gate)] = nil
        }
        return names
    }

    /// One runner's runs of one kind and commit.
    private struct CommitRuns: Hashable {
        var runnerOrdinal: Int
        var kindOrdinal: Int
        var sha: String

        init(runnerOrdinal: Int, kindOrdinal: Int, sha: String) {
            self.runnerOrdinal = runnerOrdinal
            self.kindOrdinal = kindOrdinal
            self.sha = sha
        }

        init(_ run: IndexedRun) {
            self.init(runnerOrdinal: run.runnerOrdinal, kindOrdinal: run.kindOrdinal, sha: run.point.commit.sha)
        }
    }

    /// A run by its runner and folder name.
    private struct RunName: Hashable {
        var runnerOrdinal: Int
        var name: String
    }
}
