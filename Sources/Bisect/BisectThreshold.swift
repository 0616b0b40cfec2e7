import LabStatistics
import LabSupport

/// Where a bisection draws the line between good and bad values of its metric: past the
/// threshold on the worse side, a commit is bad. It lies between the two endpoints' values (their
/// geometric mean), so that a commit is judged by whichever endpoint it is nearer.
package struct BisectThreshold: Hashable, Sendable {
    /// The value between good and bad, in the metric's unit.
    package var value: Double
    /// Whether higher values are worse (times, counts), or lower ones (speedups).
    package var higherIsWorse: Bool

    /// A threshold at `value`; see the properties.
    package init(value: Double, higherIsWorse: Bool) {
        self.value = value
        self.higherIsWorse = higherIsWorse
    }

    /// The largest p-value at which the endpoints' repetitions are told apart.
    package static let maximumPValue = 0.01

    /// The threshold between the endpoints `good` and `bad` of `metric`: their geometric mean
    /// (their mean when either is not positive). Throws unless `bad` is worse than `good`, and,
    /// for timed endpoints with repetitions, unless their repetitions differ beyond noise
    /// (``noise(good:bad:)``): otherwise every step would guess.
    package init(
        good: BisectMeasurement.Measured, bad: BisectMeasurement.Measured, higherIsWorse: Bool
    ) throws(FrameLabError) {
        let (goodValue, badValue) = (good.value, bad.value)
        guard higherIsWorse ? badValue > goodValue : badValue < goodValue else {
            throw FrameLabError(
                "--bad measures no worse than --good (\(badValue) against \(goodValue)): nothing to bisect")
        }
        if let pValue = Self.noise(good: good, bad: bad) {
            let change = ((badValue / goodValue - 1) * 100).description(significantDigits: 2)
            throw FrameLabError(
                "--good and --bad differ by \(change) %, within the noise of their \(good.samples.count) and "
                    + "\(bad.samples.count) repetitions (Mann-Whitney U p = \(pValue.pValueDescription)): "
                    + "more --repetitions, or another metric")
        }
        let value = goodValue > 0 && badValue > 0 ? (goodValue * badValue).squareRoot() : (goodValue + badValue) / 2
        self.init(value: value, higherIsWorse: higherIsWorse)
    }

    /// The two-sided Mann-Whitney U p-value of the endpoints' repetitions when it is
    /// ``maximumPValue`` or more (they cannot be told apart); `nil` when they can, or when either
    /// has no repetitions (a count, a measure command's number).
    package static func noise(good: BisectMeasurement.Measured, bad: BisectMeasurement.Measured) -> Double? {
        guard !good.samples.isEmpty, !bad.samples.isEmpty else { return nil }
        let pValue = MannWhitneyU.pValue(good.samples, bad.samples)
        return pValue < maximumPValue ? nil : pValue
    }

    /// Whether a commit measuring `measured` is bad: at or past the threshold on the worse side.
    package func isBad(_ measured: Double) -> Bool {
        higherIsWorse ? measured >= value : measured <= value
    }
}
