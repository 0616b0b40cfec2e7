import Foundation

/// The runs of one commit in a series, as one point: their median, with the spread.
package struct CommitPoint: Sendable {
    /// The commit.
    package var commit: RecordedCommit
    /// The runs' values, in run order.
    package var values: [Double]
    /// The runs, in run order.
    package var runs: [HistorySeries.Point]

    /// A point of `commit`'s runs; see the properties.
    package init(commit: RecordedCommit, values: [Double], runs: [HistorySeries.Point]) {
        self.commit = commit
        self.values = values
        self.runs = runs
    }

    /// The median of the values.
    package var median: Double { values.quantile(0.5) }
    /// The smallest value.
    package var minimum: Double { values.min()! }
    /// The largest value.
    package var maximum: Double { values.max()! }
    /// The first and third quartiles: the middle half of the runs lies between them.
    package var interquartileRange: ClosedRange<Double> { values.interquartileRange }
}

extension HistorySeries {
    /// The series's points as commits along `chain`, the first-parent history of the branch
    /// (full hashes, oldest first): one point per commit and cleanliness (a dirty tree's runs
    /// apart from the clean ones, after them), in the chain's order; `offChain` holds the
    /// commits that are not on it (unknown commits, other branches), by their first run's date.
    package func commitPoints(along chain: BranchChain) -> (onChain: [CommitPoint], offChain: [CommitPoint]) {
        struct Group: Hashable {
            var sha: String
            var isDirty: Bool
        }
        var indices: [Group: Int] = [:]
        indices.reserveCapacity(points.count)
        var all: [CommitPoint] = []
        for point in points {
            let commit = point.commit
            let group = Group(sha: commit.sha, isDirty: commit.isDirty)
            if let index = indices[group] {
                all[index].values.append(point.value)
                all[index].runs.append(point)
            } else {
                indices[group] = all.count
                all.append(CommitPoint(commit: commit, values: [point.value], runs: [point]))
            }
        }
        // Each point's position looked up once, not at every comparison of the sort.
        let placed = all.map { (point: $0, position: chain.position(of: $0.commit.sha)) }
        let onChain = placed.compactMap { point, position in position.map { (point, $0) } }.sorted { left, right in
            left.1 != right.1 ? left.1 < right.1 : !left.0.commit.isDirty
        }
        return (onChain.map(\.0), placed.filter { $0.position == nil }.map(\.point))
    }
}
