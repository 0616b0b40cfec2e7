import ChangePoints

extension HistorySeries {
    /// The change points of the series along `chain` (the branch's first-parent commits, oldest
    /// first): its clean runs of commits on the chain, in the chain's order (a commit's runs by
    /// date), cut into segments wherever the toolchain changes, each segment searched by
    /// `detector` on its own, so that a new compiler or build flags start a new segment instead
    /// of counting as a change. Runs of a dirty tree or of commits off the chain are left out.
    package func changes(along chain: BranchChain, detector: ChangePointDetector) -> [DetectedChange] {
        changes(along: chain, detector: detector, resuming: nil).changes
    }

    /// ``changes(along:detector:)``, and how far its search holds when runs are recorded; each
    /// segment's split resumes from `progress`, that of a search which saw the runs up to its
    /// `throughRun`, where it holds (``SeriesProgress/resumable(for:throughRun:)``). The same
    /// change points as a search from the start.
    package func changes(
        along chain: BranchChain, detector: ChangePointDetector,
        resuming progress: (series: SeriesProgress, throughRun: Int)?
    ) -> (changes: [DetectedChange], progress: SeriesProgress) {
        // Offsets into the points, not copies of them: a copy retains its run, and a team's
        // search would copy tens of millions.
        let ordered = branchOffsets(along: chain, includingDirtyRuns: false)
        guard !ordered.isEmpty else { return ([], SeriesProgress()) }
        var changes: [DetectedChange] = []
        var reached = SeriesProgress()
        var segmentStart = 0
        for end in 1...ordered.count
        where end == ordered.count || !points[ordered[end]].sharesToolchain(with: points[ordered[segmentStart]]) {
            let segment = Array(ordered[segmentStart..<end])
            let runs = segment.map { points[$0].runID }
            let resumed = progress.flatMap { $0.series.resumable(for: runs, throughRun: $0.throughRun) }
            let (found, split) = segmentChanges(segment, detector: detector, resuming: resumed)
            changes += found
            if let first = runs.first ?? nil, let last = runs.last ?? nil {
                reached.segments.append(
                    SeriesProgress.Segment(firstRun: first, lastRun: last, count: runs.count, split: split))
            }
            segmentStart = end
        }
        return (changes, reached)
    }

    /// The points of runs of commits on `chain`, in the chain's order, a commit's runs in the
    /// series's order (by date): of clean trees only, unless `includingDirtyRuns`.
    package func branchPoints(along chain: BranchChain, includingDirtyRuns: Bool = false) -> [Point] {
        branchOffsets(along: chain, includingDirtyRuns: includingDirtyRuns).map { points[$0] }
    }

    /// The offsets in ``points`` of ``branchPoints(along:includingDirtyRuns:)``, in its order.
    private func branchOffsets(along chain: BranchChain, includingDirtyRuns: Bool) -> [Int] {
        // Positions and offsets sorted, not points: a point's commit is read once, its run's
        // strings are not copied around by the sort.
        var placed: [(position: Int, offset: Int)] = []
        placed.reserveCapacity(points.count)
        // The points looked at where they are: a copy retains its run's source.
        for offset in points.indices where !points[offset].value.isNaN {
            guard includingDirtyRuns || !points[offset].isDirty, let position = chain.position(of: points[offset])
            else { continue }
            placed.append((position, offset))
        }
        placed.sort { ($0.position, $0.offset) < ($1.position, $1.offset) }
        return placed.map(\.offset)
    }

    /// The change points of one segment, the points at `segment` (offsets in ``points``), each
    /// with its neighbours' values, its split resumed from `progress` when given; and how far
    /// the split holds.
    private func segmentChanges(_ segment: [Int], detector: ChangePointDetector, resuming progress: SplitProgress?)
        -> (changes: [DetectedChange], split: SplitProgress)
    {
        let values = segment.map { points[$0].value }
        let (found, split) = detector.changePoints(in: values, resuming: progress)
        let bounds = [0] + found.map(\.index) + [values.count]
        let changes = found.enumerated().map { position, point in
            let (current, previous) = (points[segment[point.index]], points[segment[point.index - 1]])
            return DetectedChange(
                key: key, metric: metric, runner: runner, kind: current.kind, commit: current.commit,
                previousCommit: previous.commit, before: Array(values[bounds[position]..<point.index]),
                after: Array(values[point.index..<bounds[position + 2]]), pValue: point.comparison.pValue,
                runs: current.runID.flatMap { commitRun in previous.runID.map { (commitRun, $0) } })
        }
        return (changes, split)
    }
}
