import Histogram
import PropertyBased
import RunRecords
import Testing

@Suite("Percentiles read from sorted values")
struct HistogramSortedValuesTests {
    @Test("Each percentile is the one the package's walk over its counts finds")
    func matchesThePackage() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...3000), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 41, 42, 43))
            // Frame times from a few ns to a few s, some repeated, some zero.
            let scale = [UInt64(10), 1000, 100_000, 10_000_000, 3_000_000_000].randomElement(using: &generator)!
            let values = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &generator) == 0 ? 0 : UInt64.random(in: 1...scale, using: &generator)
            }
            let sorted = values.sorted()
            let histogram = Histogram<UInt64>(of: values)
            let percentiles =
                [0, 0.1, 25, 50, 90, 99, 99.9, 100] + (0..<8).map { _ in Double.random(in: 0...100, using: &generator) }
            for percentile in percentiles {
                #expect(
                    histogram.valueAtPercentile(percentile, sorted: sorted) == histogram.valueAtPercentile(percentile),
                    "percentile \(percentile) of \(count) values up to \(scale)")
            }
        }
    }
}
