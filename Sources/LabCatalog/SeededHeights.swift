import LabStatistics

/// Row heights drawn uniformly at random in [minimum, maximum] points from a seeded generator,
/// so that every run and every implementation sees the same self-sizing cells.
package struct SeededHeights: Hashable, Sendable {
    /// The generator's seed.
    package var seed: UInt64
    /// The smallest height, in points.
    package var minimum: Double
    /// The largest height, in points.
    package var maximum: Double

    /// Creates a height distribution; heights lie in [minimum, maximum] points.
    package init(seed: UInt64, minimum: Double, maximum: Double) {
        self.seed = seed
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `count` heights, in points: the same for the same seed.
    package func heights(count: Int) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in Double.random(in: minimum...maximum, using: &generator) }
    }
}
