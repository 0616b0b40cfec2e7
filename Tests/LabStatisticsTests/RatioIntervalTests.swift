import LabStatistics
import Testing

@Suite("Same-run ratios and their intervals")
struct RatioIntervalTests {
    @Test("The bootstrap interval holds the ratio, is exact when nothing varies, and needs two repetitions")
    func interval() throws {
        let steady = RatioInterval.of(
            numerator: [0: [10, 10, 10], 1: [10, 10, 10]], denominator: [0: [1, 1, 1], 1: [1, 1, 1]])
        #expect(steady == 10...10)
        #expect(RatioInterval.of(numerator: [0: [10]], denominator: [0: [1]]) == nil)
        // Repetitions whose machine was 10 % slower or faster, alike on both sides: the pairs
        // stay together, so the ratio, and the interval, stay 10.
        let paired = RatioInterval.of(
            numerator: [0: [90, 90], 1: [110, 110], 2: [100, 100]],
            denominator: [0: [9, 9], 1: [11, 11], 2: [10, 10]])
        #expect(paired == 10...10)
        // Unpaired noise widens the interval, within the extremes of the repetitions' ratios.
        let numerator = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, [UInt64(1000 + 40 * ($0 % 3))]) })
        let denominator = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, [UInt64(100 + 5 * ($0 % 4))]) })
        let noisy = try #require(RatioInterval.of(numerator: numerator, denominator: denominator))
        #expect(
            noisy.lowerBound < 10.2 && noisy.upperBound > 9.6 && noisy.lowerBound >= 1000.0 / 115
                && noisy.upperBound <= 1080.0 / 100)
    }
}
