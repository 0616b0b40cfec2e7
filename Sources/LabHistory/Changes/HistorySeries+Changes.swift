import ChangePoints

extension HistorySeries {
    /// The change points of the series along `chain` (the branch's first-parent commits, oldest
    /// first): its clean runs of commits on the chain, in the chain's order (a commit's runs by
    /// date), cut into segments wherever the toolchain changes, each segment searched by
    /// `detector` on its own, so that a new compiler or build flags start a new segment instead
    /// of counting as a change. Runs of a dirty tree or of commits off the chain are left out.
    package func changes(along chain: BranchChain, detector: ChangePointDetector) -> [DetectedChange] {
        let ordered = branchPoints(along: chain)
        guard !ordered.isEmpty else { return [] }
        var changes: [DetectedChange] = []
        var segmentStart = 0
        for end in 1...ordered.count
        where end == ordered.count || ordered[end].toolchain != ordered[segmentStart].toolchain {
            changes += segmentChanges(Array(ordered[segmentStart..<end]), detector: detector)
            segmentStart = end
        }
        return changes
    }

    /// The points of runs of commits on `chain`, in the chain's order, a commit's runs in the
    /// series's order (by date): of clean trees only, unless `includingDirtyRuns`.
    package func branchPoints(along chain: BranchChain, includingDirtyRuns: Bool = false) -> [Point] {
        // Positions and offsets sorted, not points: a point's commit is read once, its run's
        // strings are not copied around by the sort.
        var placed: [(position: Int, offset: Int)] = []
        placed.reserveCapacity(points.count)
        for (offset, point) in points.enumerated() where !point.value.isNaN {
            guard includingDirtyRuns || !point.isDirty, let position = chain.position(of: point) else { continue }
            placed.append((position, offset))
        }
        placed.sort { ($0.position, $0.offset) < ($1.position, $1.offset) }
        return placed.map { points[$0.offset] }
    }

    /// The change points of one segment's points, each with its neighbours' values.
    private func segmentChanges(_ segment: [Point], detector: ChangePointDetector) -> [DetectedChange] {
        let values = segment.map(\.value)
        let found = detector.changePoints(in: values)
        let bounds = [0] + found.map(\.index) + [values.count]
        return found.enumerated().map { position, point in
            DetectedChange(
                key: key, metric: metric, runner: runner, kind: segment[point.index].kind,
                commit: segment[point.index].commit, previousCommit: segment[point.index - 1].commit,
                before: Array(values[bounds[position]..<point.index]),
                after: Array(values[point.index..<bounds[position + 2]]), pValue: point.comparison.pValue,
                runs: segment[point.index].runID.flatMap { commitRun in
                    segment[point.index - 1].runID.map { (commitRun, $0) }
                })
        }
    }
}
