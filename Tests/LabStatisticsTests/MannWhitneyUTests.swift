import LabStatistics
import PropertyBased
import Testing

@Suite("Mann-Whitney U")
struct MannWhitneyUTests {
    /// scipy 1.16's `permutation_test` of the U statistic (exact: more resamples than splits):
    /// samples, then the two-sided p-value and the one-sided ones of `a` less than `b` and of `b`
    /// less than `a`.
    static let scipy: [(a: [Double], b: [Double], twoSided: Double, aLess: Double, bLess: Double)] = [
        ([1, 2, 2, 3, 3, 3, 4], [2, 3, 4, 4, 5, 5, 6], 0.05011655011655012, 0.02505827505827506, 0.9889277389277389),
        ([100, 100, 101, 102, 102], [140, 141, 141, 143, 150], 0.007936507936507936, 0.003968253968253968, 1),
        ([5, 5, 5, 6, 6], [5, 6, 6, 7, 7], 0.23809523809523808, 0.11904761904761904, 0.9761904761904762),
        ([1, 2, 3], [4, 5, 6], 0.1, 0.05, 1),
        (
            [1.1, 2.5, 3.3, 4.0, 5.2], [2.0, 3.0, 6.1, 7.4, 8.8, 9.0], 0.1774891774891775, 0.08874458874458875,
            0.9372294372294372
        ),
    ]

    @Test("Small samples' p-values are exact, ties or not, as scipy's permutation test has them")
    func exactAsScipy() {
        for (a, b, twoSided, aLess, bLess) in Self.scipy {
            #expect(abs(MannWhitneyU.pValue(a, b) - twoSided) < 1e-12, "\(a) \(b)")
            #expect(abs(MannWhitneyU.pValue(a, lessThan: b) - aLess) < 1e-12, "\(a) \(b)")
            #expect(abs(MannWhitneyU.pValue(b, lessThan: a) - bLess) < 1e-12, "\(a) \(b)")
        }
    }

    @Test("Five repetitions against five wholly apart pass p < 0.01 though whole nanoseconds tie")
    func separatedSamplesWithTies() {
        let good: [Double] = [605_000, 605_000, 606_000, 606_000, 612_000]
        let bad: [Double] = [847_000, 851_000, 851_000, 851_000, 903_000]
        #expect(MannWhitneyU.pValue(good, bad) < 0.01)
        #expect(MannWhitneyU.pValue(good, lessThan: bad) < 0.005)
    }

    @Test("The exact p-values are those of every split of the pooled values counted one by one")
    func exactAsEnumeration() async {
        // Few distinct values, so that most samples have ties.
        await propertyCheck(
            count: 300, input: Gen.int(in: 1...6), Gen.int(in: 1...7), Gen.int(in: 1...5), Gen.int(in: 0...1_000_000)
        ) { n, m, distinct, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 11, 12, 13))
            let value = { (generator: inout Xoshiro) in Double(Int.random(in: 0..<distinct, using: &generator)) }
            let a = (0..<n).map { _ in value(&generator) }
            let b = (0..<m).map { _ in value(&generator) }
            let (atMost, atLeast) = Self.enumeratedTails(a, b)
            #expect(abs(MannWhitneyU.pValue(a, lessThan: b) - atMost) < 1e-12, "\(a) \(b)")
            #expect(abs(MannWhitneyU.pValue(a, b) - min(1, 2 * min(atMost, atLeast))) < 1e-12, "\(a) \(b)")
        }
    }

    @Test("Large samples take the normal approximation with the tie correction, as scipy's asymptotic method")
    func normalApproximation() {
        let a = (1...25).map { Double($0 / 2) }
        let b = (8...32).map { Double($0 / 2) }
        // scipy.stats.mannwhitneyu(a, b, method='asymptotic') (continuity corrected).
        #expect(abs(MannWhitneyU.pValue(a, b) - 0.003532355523201539) < 1e-9)
        #expect(MannWhitneyU.pValue([], [1]) == 1)
        #expect(MannWhitneyU.pValue([2, 2, 2], [2, 2, 2]) == 1)
    }

    /// P(U ≤ u) and P(U ≥ u) of `a`'s U, by splitting the pooled values every way and counting
    /// pairs (ties half).
    static func enumeratedTails(_ a: [Double], _ b: [Double]) -> (atMost: Double, atLeast: Double) {
        let pooled = a + b
        func u(_ chosen: [Double], _ rest: [Double]) -> Double {
            chosen.reduce(0) { sum, x in sum + rest.reduce(0) { $0 + (x > $1 ? 1 : x == $1 ? 0.5 : 0) } }
        }
        let observed = u(a, b)
        var (atMost, atLeast, all) = (0.0, 0.0, 0.0)
        for mask in 0..<(1 << pooled.count) where mask.nonzeroBitCount == a.count {
            let chosen = pooled.indices.filter { mask & (1 << $0) != 0 }.map { pooled[$0] }
            let rest = pooled.indices.filter { mask & (1 << $0) == 0 }.map { pooled[$0] }
            let value = u(chosen, rest)
            all += 1
            if value <= observed + 1e-9 { atMost += 1 }
            if value >= observed - 1e-9 { atLeast += 1 }
        }
        return (atMost / all, atLeast / all)
    }
}
