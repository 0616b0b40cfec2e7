/// The 95 % confidence interval of a same-run ratio of medians (the reference's median frame
/// work over an implementation's: a speedup), by the percentile bootstrap over repetitions.
///
/// A repetition is the unit of noise: frames within one are not independent samples (a
/// neighbour that slows one frame slows the next), repetitions are. Each resample draws as many
/// repetitions as were played, with replacement, and keeps the pairs together: repetition r of
/// both implementations ran in the same turn of the interleaved run, so the noise of that moment
/// stays on both sides of the ratio. The generator is seeded: the same frames give the same
/// interval.
package enum RatioInterval {
    /// The number of resamples.
    package static let resamples = 1000

    /// The interval of median(numerator) / median(denominator), each pooled over the
    /// repetitions, from the frame work of each repetition (`numerator[r]` pairs with
    /// `denominator[r]`; only repetitions both have count); `nil` with fewer than two such
    /// repetitions or a zero median.
    package static func of(numerator: [Int: [UInt64]], denominator: [Int: [UInt64]]) -> ClosedRange<Double>? {
        let repetitions = numerator.keys.filter { denominator[$0] != nil }.sorted()
        guard repetitions.count >= 2 else { return nil }
        var generator = SplitMix64(seed: 0xB007_5742)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        var top: [UInt64] = []
        var bottom: [UInt64] = []
        for _ in 0..<resamples {
            top.removeAll(keepingCapacity: true)
            bottom.removeAll(keepingCapacity: true)
            for _ in repetitions.indices {
                let repetition = repetitions.randomElement(using: &generator)!
                top += numerator[repetition]!
                bottom += denominator[repetition]!
            }
            let denominatorMedian = median(&bottom)
            guard denominatorMedian > 0 else { return nil }
            ratios.append(median(&top) / denominatorMedian)
        }
        ratios.sort()
        return ratios[Int(0.025 * Double(resamples))]...ratios[Int(0.975 * Double(resamples)) - 1]
    }

    /// The median of `values` (the mean of the middle two for an even count), which it sorts.
    private static func median(_ values: inout [UInt64]) -> Double {
        values.sort()
        let middle = values.count / 2
        return values.count % 2 == 1
            ? Double(values[middle]) : (Double(values[middle - 1]) + Double(values[middle])) / 2
    }
}
