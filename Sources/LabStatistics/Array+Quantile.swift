extension Array where Element == Double {
    /// The `q` quantile of the values, interpolated linearly between the nearest ranks (R's
    /// type 7, numpy's default); the array must not be empty.
    package func quantile(_ q: Double) -> Double {
        // A commit measured once, as most are: its value, without sorting a copy.
        if count == 1 { return self[0] }
        let sorted = sorted()
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        return sorted[lower] + (position - Double(lower)) * (sorted[upper] - sorted[lower])
    }

    /// The first and third quartiles: the middle half of the values lies between them.
    package var interquartileRange: ClosedRange<Double> { quantile(0.25)...quantile(0.75) }
}
