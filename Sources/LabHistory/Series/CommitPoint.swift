import Foundation

/// The runs of one commit in a series, as one point: their median, with the spread.
package struct CommitPoint: Sendable {
    /// The runs, in run order: a slice of an array the series's commit points share, so that a
    /// page of a million points makes no array of its own for each.
    package var runs: ArraySlice<HistorySeries.Point>

    /// The point of `runs`, which must not be empty and must be of one commit.
    package init(runs: ArraySlice<HistorySeries.Point>) {
        self.runs = runs
    }

    /// The commit.
    package var commit: RecordedCommit { runs[runs.startIndex].commit }
    /// The runs' values, in run order.
    package var values: [Double] { runs.map(\.value) }
    /// The median of the values.
    package var median: Double { runs.count == 1 ? runs[runs.startIndex].value : values.quantile(0.5) }
    /// The smallest value.
    package var minimum: Double { runs.lazy.map(\.value).min()! }
    /// The largest value.
    package var maximum: Double { runs.lazy.map(\.value).max()! }
    /// The first and third quartiles: the middle half of the runs lies between them.
    package var interquartileRange: ClosedRange<Double> {
        runs.count == 1 ? median...median : values.interquartileRange
    }
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
        // Each run's group: at its commit's place on the chain (two a commit: clean, then dirty),
        // its hash looked up once a run; off the chain, under its hash and cleanliness.
        var groupOf = [Int](repeating: 0, count: points.count)
        var groupSizes: [Int] = []
        var atPlace = [Int](repeating: -1, count: 2 * chain.commits.count)
        var places: [Int] = []
        var offChain: [Group: Int] = [:]
        var offChainOrder: [Int] = []
        // The points looked at where they are: a copy retains its run's source.
        for offset in points.indices {
            if let position = chain.position(of: points[offset]) {
                let place = 2 * position + (points[offset].isDirty ? 1 : 0)
                if atPlace[place] < 0 {
                    atPlace[place] = groupSizes.count
                    places.append(place)
                    groupSizes.append(0)
                }
                groupOf[offset] = atPlace[place]
            } else {
                let group = Group(sha: points[offset].commit.sha, isDirty: points[offset].isDirty)
                if offChain[group] == nil {
                    offChain[group] = groupSizes.count
                    offChainOrder.append(groupSizes.count)
                    groupSizes.append(0)
                }
                groupOf[offset] = offChain[group]!
            }
            groupSizes[groupOf[offset]] += 1
        }
        // The runs copied once, group after group in the order shown, each group in run order.
        let order = places.sorted().map { atPlace[$0] } + offChainOrder
        var starts = [Int](repeating: 0, count: groupSizes.count)
        var next = 0
        for group in order {
            starts[group] = next
            next += groupSizes[group]
        }
        var free = starts
        var source = [Int](repeating: 0, count: points.count)
        for offset in points.indices {
            source[free[groupOf[offset]]] = offset
            free[groupOf[offset]] += 1
        }
        let shared = source.map { points[$0] }
        let all = order.map { CommitPoint(runs: shared[starts[$0]..<(starts[$0] + groupSizes[$0])]) }
        return (Array(all.prefix(places.count)), Array(all.dropFirst(places.count)))
    }
}
