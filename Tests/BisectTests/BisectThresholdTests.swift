import Bisect
import LabSupport
import PropertyBased
import Testing

@Suite("A bisection's threshold")
struct BisectThresholdTests {
    typealias Measured = BisectMeasurement.Measured

    @Test("Between any two endpoints a step at either endpoint's value is judged as that endpoint")
    func endpointsJudgedAsThemselves() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.001...1e6), Gen.double(in: 1.001...100)) {
            value, factor in
            // A time (higher is worse) that grew, and a speedup (lower is worse) that fell.
            for (good, bad, higherIsWorse) in [(value, value * factor, true), (value * factor, value, false)] {
                let threshold = try BisectThreshold(
                    good: Measured(value: good), bad: Measured(value: bad), higherIsWorse: higherIsWorse)
                #expect(abs(threshold.value - (good * bad).squareRoot()) <= 1e-9 * threshold.value)
                #expect(!threshold.isBad(good))
                #expect(threshold.isBad(bad))
                #expect(threshold.isBad(threshold.value), "the threshold itself is bad")
            }
        }
    }

    @Test("Endpoints that are not all positive meet at their mean")
    func mean() throws {
        let threshold = try BisectThreshold(good: Measured(value: 0), bad: Measured(value: 10), higherIsWorse: true)
        #expect(threshold.value == 5)
        let below = try BisectThreshold(good: Measured(value: -4), bad: Measured(value: -10), higherIsWorse: false)
        #expect(below.value == -7)
    }

    @Test("A bad endpoint no worse than the good one is refused, either way round")
    func notWorse() {
        #expect(
            throws: FrameLabError("--bad measures no worse than --good (10.0 against 13.0): nothing to bisect")
        ) { try BisectThreshold(good: Measured(value: 13), bad: Measured(value: 10), higherIsWorse: true) }
        #expect(throws: FrameLabError.self) {
            try BisectThreshold(good: Measured(value: 2), bad: Measured(value: 3), higherIsWorse: false)
        }
        #expect(throws: FrameLabError.self) {
            try BisectThreshold(good: Measured(value: 2), bad: Measured(value: 2), higherIsWorse: true)
        }
    }

    @Test("Timed endpoints whose repetitions overlap are refused; separated ones are accepted")
    func noise() throws {
        let overlapping = #expect(throws: FrameLabError.self) {
            try BisectThreshold(
                good: Measured(value: 10, samples: [9, 10, 11, 12, 13]),
                bad: Measured(value: 11, samples: [10, 11, 12, 13, 14]), higherIsWorse: true)
        }
        #expect(
            overlapping?.message.hasPrefix(
                "--good and --bad differ by 10 %, within the noise of their 5 and 5 repetitions") == true)
        #expect(overlapping?.message.hasSuffix("more --repetitions, or another metric") == true)
        let separated = try BisectThreshold(
            good: Measured(value: 10, samples: (1...8).map { 10 + Double($0) / 100 }),
            bad: Measured(value: 13, samples: (1...8).map { 13 + Double($0) / 100 }), higherIsWorse: true)
        #expect(separated.isBad(13) && !separated.isBad(10))
    }
}
