import ChangePoints
import Foundation
import PropertyBased
import Testing

@Suite("Change-point detection")
struct ChangePointDetectorTests {
    /// A series of `before` values around 1, then `after` values around `1 + step`, with noise of
    /// ±`noise` drawn from `generator`.
    static func step(
        before: Int, after: Int, step: Double, noise: Double, using generator: inout some RandomNumberGenerator
    ) -> [Double] {
        (0..<(before + after)).map { index in
            (index < before ? 1 : 1 + step) + Double.random(in: -noise...noise, using: &generator)
        }
    }

    @Test func findsAStepWellAboveTheNoiseWhereItIs() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 6...80), Gen.int(in: 6...80), Gen.double(in: 0.3...3), Gen.int(in: 0...1000)
        ) { before, after, size, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 1, 2, 3))
            let values = Self.step(before: before, after: after, step: size, noise: 0.05, using: &generator)
            // Noise alone makes a false change point now and then (at p ≤ 0.001); the step is
            // always found, where it is, with its size, with the split's choice corrected for or not.
            for detector in [ChangePointDetector(), ChangePointDetector(correctsForSplitChoice: true)] {
                let points = detector.changePoints(in: values)
                let found = try #require(points.first { $0.index == before }, "\(values)")
                #expect(abs(found.comparison.after.mean - found.comparison.before.mean - size) <= 0.1)
            }
        }
    }

    @Test func findsNothingInConstantOrTooShortSeries() {
        #expect(ChangePointDetector().changePoints(in: []).isEmpty)
        #expect(ChangePointDetector().changePoints(in: [1]).isEmpty)
        #expect(ChangePointDetector().changePoints(in: [1, 2]).isEmpty)
        #expect(ChangePointDetector().changePoints(in: Array(repeating: 7, count: 120)).isEmpty)
    }

    @Test func findsTheSameChangePointsInAnyUnit() async {
        // q̂ and the t statistic are both invariant under scaling: milliseconds or nanoseconds,
        // the same commits change.
        await propertyCheck(count: 100, input: Gen.int(in: 0...10_000), Gen.double(in: 0.001...1000)) { seed, scale in
            var generator = Xoshiro(seed: (UInt64(seed), 5, 6, 7))
            let values = (0..<90).map { index in
                Double(index / 30) * 0.2 + Double.random(in: 0...0.3, using: &generator)
            }
            let detector = ChangePointDetector()
            #expect(
                detector.changePoints(in: values).map(\.index)
                    == detector.changePoints(in: values.map { $0 * scale }).map(\.index))
        }
    }

    @Test func findsEveryStepOfALongSeriesWindowByWindow() {
        // Steps every 40 values over 400: each window of 50 sees at most two of them, and each
        // is found (with a false one now and then: see the detection-quality evaluation).
        var generator = Xoshiro(seed: (11, 12, 13, 14))
        let values = (0..<400).map { index in
            Double(index / 40 % 2) + Double.random(in: -0.1...0.1, using: &generator)
        }
        let found = Set(ChangePointDetector().changePoints(in: values).map(\.index))
        #expect(found.isSuperset(of: stride(from: 40, to: 400, by: 40)))
    }

    @Test func aSplitResumedFromAnyPrefixFindsWhatASearchFromTheStartFinds() async {
        // Steps every 20 to 120 values, noise, now and then a series of the logarithms of
        // positive values or one with a value that is not positive (then no logarithms): the
        // series grows twice, each search resuming from the last one's progress.
        await propertyCheck(
            count: 150, input: Gen.int(in: 0...10_000), Gen.int(in: 1...400), Gen.int(in: 1...400),
            Gen.int(in: 0...2)
        ) { seed, first, second, shape in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            let length = Int.random(in: 20...120, using: &generator)
            var values = (0..<(first + second + 50)).map { index in
                1 + Double(index / length % 3) * 0.5 + Double.random(in: -0.2...0.2, using: &generator)
            }
            if shape == 2 { values[Int.random(in: 0..<values.count, using: &generator)] = 0 }
            let detector = ChangePointDetector(comparesLogarithms: shape > 0)
            let whole = detector.changePoints(in: values, resuming: nil)
            let prefix = detector.changePoints(in: Array(values[..<first]), resuming: nil)
            let longer = detector.changePoints(in: Array(values[..<(first + second)]), resuming: prefix.progress)
            let resumed = detector.changePoints(in: values, resuming: longer.progress)
            #expect(longer.points == detector.changePoints(in: Array(values[..<(first + second)])))
            #expect(resumed.points == whole.points)
            #expect(resumed.progress == whole.progress)
            #expect(whole.progress.windowStart <= values.count)
        }
    }

    @Test func aSplitResumesFromWhereItsWindowsStoppedHolding() {
        // 120 values, a step at 60, windows of 50: the window at 0 splits at 4 (noise), so the
        // next starts 25 later, at 25, and splits at 60, where the next starts; it splits
        // nowhere, so the next starts 25 later, at 85, and reaches past the values: the split of
        // a longer series resumes there, with the splits at 4 and 60.
        var generator = Xoshiro(seed: (41, 42, 43, 44))
        let values = Self.step(before: 60, after: 60, step: 1, noise: 0.05, using: &generator)
        let progress = ChangePointDetector().changePoints(in: values, resuming: nil).progress
        #expect(progress == SplitProgress(windowStart: 85, indices: [4, 60], searchedLogarithms: false))
    }

    @Test func mergeDropsWhatTheMinimumMagnitudeRejects() {
        var generator = Xoshiro(seed: (21, 22, 23, 24))
        let values = Self.step(before: 30, after: 30, step: 0.02, noise: 0.001, using: &generator)
        #expect(ChangePointDetector().changePoints(in: values).map(\.index) == [30])
        #expect(ChangePointDetector(minimumMagnitude: 0.05).changePoints(in: values).isEmpty)
    }

    @Test func keepsOnlyChangesWithEnoughValuesOnEachSide() {
        // Two slow values at the end: a step to Otava, too short a segment when three are needed.
        let values = (0..<30).map { 1 + Double($0 % 5) * 0.01 } + [2, 2.02]
        #expect(ChangePointDetector().changePoints(in: values).map(\.index) == [30])
        #expect(ChangePointDetector(minimumSegmentLength: 3).changePoints(in: values).isEmpty)
        #expect(ChangePointDetector(minimumSegmentLength: 3).changePoints(in: values + [2.01]).map(\.index) == [30])
    }

    @Test func correctingForTheSplitsChoiceNeedsStrongerEvidence() {
        // A step of about 2.5 standard deviations over 2 × 10 values: p ≈ 10⁻⁷ raw, about 40
        // times that corrected; a limit between the two keeps it only uncorrected.
        var generator = Xoshiro(seed: (31, 32, 33, 34))
        let values = Self.step(before: 10, after: 10, step: 0.1, noise: 0.07, using: &generator)
        let raw = try! #require(ChangePointDetector().changePoints(in: values).first)
        let limit = raw.comparison.pValue * 5
        #expect(ChangePointDetector(maximumPValue: limit).changePoints(in: values).map(\.index) == [raw.index])
        #expect(
            ChangePointDetector(maximumPValue: limit, correctsForSplitChoice: true).changePoints(in: values).isEmpty)
    }

    @Test func comparingLogarithmsSearchesTheLogarithmsOfPositiveSeries() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...10_000)) { seed in
            var generator = Xoshiro(seed: (UInt64(seed), 41, 42, 43))
            let values = Self.step(before: 25, after: 25, step: 0.4, noise: 0.3, using: &generator).map { $0 + 0.5 }
            let logarithms = ChangePointDetector(comparesLogarithms: true)
            #expect(
                logarithms.changePoints(in: values).map(\.index)
                    == ChangePointDetector().changePoints(in: values.map { Foundation.log($0) }).map(\.index))
            // A series that is not all positive is searched as it is.
            let withZero = values + [0]
            #expect(logarithms.changePoints(in: withZero) == ChangePointDetector().changePoints(in: withZero))
        }
    }
}
