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
        let runs = index.runs.indices.compactMap { id in index.runs[id].map { (id: id, run: $0) } }
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
            for (list, ids) in SQLValue.batches(plan.removed.keys.sorted().map { .integer(Int64($0)) }) {
                for table in ["checks", "summary_rows"] {
                    try statements.execute("DELETE FROM \(table) WHERE run_id IN \(list)", ids)
                }
                try statements.execute("DELETE FROM runs WHERE id IN \(list)", ids)
            }
            // A batch's rows deleted and inserted again, summarized, a hundred rows a statement:
            // an update a row would be a round trip to a PostgreSQL server for each.
            for (list, ids) in SQLValue.batches(plan.summarized.sorted().map { .integer(Int64($0)) }) {
                let rows = try statements.rows(
                    "SELECT \(PackedRow.tableColumns.joined(separator: ", ")) FROM summary_rows WHERE run_id IN \(list)",
                    ids)
                var summaries: [[SQLValue]] = []
                for columns in rows {
                    let key = columns[..<4].map { SQLValue.integer(Int64($0!)!) }
                    summaries.append(key + [.text(columns[4]!), .blob(try Self.summary(columns))])
                }
                try statements.execute("DELETE FROM summary_rows WHERE run_id IN \(list)", ids)
                try statements.insert(into: "summary_rows", columns: PackedRow.tableColumns, rows: summaries)
            }
        }
        forgetReads()
        try database.reclaimSpace()
    }

    /// The packed metrics of the summary row `columns` (``PackedRow/tableColumns``) with each
    /// metric's repetitions cut to its fastest.
    private static func summary(_ columns: [String?]) throws(FrameLabError) -> [UInt8] {
        do throws(PackedNumbers.Damage) {
            guard let bytes = columns[5].flatMap(SQLValue.bytes) else { throw .notBytes }
            return PackedNumbers.pack(
                try PackedNumbers.unpack(bytes).map { key, value, samples in
                    (key, value, samples.min().map { [$0] } ?? [])
                })
        } catch {
            throw damaged(run: "id \(columns[2] ?? "?")", row: "position \(columns[3] ?? "?")", error)
        }
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
