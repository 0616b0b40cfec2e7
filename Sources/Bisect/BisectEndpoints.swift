import LabSupport

/// A bisection's `--good` and `--bad` commits as measured, with as many repetitions as it took
/// to tell them apart: when the first repetitions of a timing metric overlap (a noisy machine),
/// both are measured again with twice as many, up to ``repetitionGrowth`` times `--repetitions`,
/// before ``BisectThreshold`` refuses them. The steps then measure with as many.
package struct BisectEndpoints: Sendable {
    /// The `--good` commit's measurement.
    package var good: BisectMeasurement.Measured
    /// The `--bad` commit's measurement.
    package var bad: BisectMeasurement.Measured
    /// The repetitions each endpoint was last measured with, which the steps use.
    package var repetitions: Int

    /// The most repetitions a side, as a multiple of `--repetitions`.
    package static let repetitionGrowth = 4

    /// The endpoints, measured by `measure` with a number of repetitions (first `repetitions`);
    /// a line on `progress` for each new measurement. A bad endpoint no worse than the good one
    /// is not measured again: nothing would bisect it.
    package init(
        repetitions: Int, higherIsWorse: Bool,
        measure: (Int) throws(FrameLabError) -> (good: BisectMeasurement.Measured, bad: BisectMeasurement.Measured),
        progress: (String) -> Void
    ) throws(FrameLabError) {
        (good, bad) = try measure(repetitions)
        self.repetitions = repetitions
        let maximum = repetitions * Self.repetitionGrowth
        while self.repetitions * 2 <= maximum, higherIsWorse ? bad.value > good.value : bad.value < good.value,
            let pValue = BisectThreshold.noise(good: good, bad: bad)
        {
            self.repetitions *= 2
            progress(
                "--good and --bad overlap (Mann-Whitney U p = \(pValue.pValueDescription)): "
                    + "measuring both again with \(self.repetitions) repetitions (at most \(maximum))")
            (good, bad) = try measure(self.repetitions)
        }
    }
}
