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
        // A commit's runs gathered at its place on the chain (two a commit: clean, then dirty),
        // its hash looked up once a run; off the chain, under its hash and cleanliness.
        var all: [CommitPoint] = []
        var atPlace = [Int](repeating: -1, count: 2 * chain.commits.count)
        var places: [Int] = []
        var offChain: [Group: Int] = [:]
        var offChainOrder: [Int] = []
        for point in points {
            let commit = point.commit
            var index: Int?
            if let position = chain.position(of: point) {
                let place = 2 * position + (commit.isDirty ? 1 : 0)
                if atPlace[place] >= 0 {
                    index = atPlace[place]
                } else {
                    atPlace[place] = all.count
                    places.append(place)
                }
            } else {
                let group = Group(sha: commit.sha, isDirty: commit.isDirty)
                index = offChain[group]
                if index == nil {
                    offChain[group] = all.count
                    offChainOrder.append(all.count)
                }
            }
            if let index {
                all[index].values.append(point.value)
                all[index].runs.append(point)
            } else {
                all.append(CommitPoint(commit: commit, values: [point.value], runs: [point]))
            }
        }
        return (places.sorted().map { all[atPlace[$0]] }, offChainOrder.map { all[$0] })
    }
}
