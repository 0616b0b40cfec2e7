/// The first quartile, the median and the third quartile of some values, in their unit.
package typealias Quartiles = (first: Double, median: Double, third: Double)

extension Array where Element == Double {
    /// The `q` quantile of the values, interpolated linearly between the nearest ranks (R's
    /// type 7, numpy's default); the array must not be empty.
    package func quantile(_ q: Double) -> Double {
        // A commit measured once, as most are: its value, without sorting a copy.
        (count == 1 ? self : sorted()).sortedQuantile(q)
    }

    /// The first and third quartiles: the middle half of the values lies between them.
    package var interquartileRange: ClosedRange<Double> {
        let quartiles = quartiles
        return quartiles.first...quartiles.third
    }

    /// The first quartile, the median and the third quartile (``quantile(_:)`` of 0.25, 0.5 and
    /// 0.75), from one sorted copy: a change's side is thousands of runs.
    package var quartiles: Quartiles {
        let sorted = count == 1 ? self : sorted()
        return (sorted.sortedQuantile(0.25), sorted.sortedQuantile(0.5), sorted.sortedQuantile(0.75))
    }

    /// ``quantile(_:)`` of these values, which are sorted.
    private func sortedQuantile(_ q: Double) -> Double {
        if count == 1 { return self[0] }
        let position = q * Double(count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, count - 1)
        return self[lower] + (position - Double(lower)) * (self[upper] - self[lower])
    }
}
