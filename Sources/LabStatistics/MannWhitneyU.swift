import Foundation

/// The Mann-Whitney U test (the Wilcoxon rank-sum test), as Go's benchstat uses it: whether two
/// samples come from the same distribution, without assuming any shape for it. Here a sample is
/// one value per repetition of a run.
package enum MannWhitneyU {
    /// The two-sided p-value of samples `a` and `b`: the probability, were they drawn from the
    /// same distribution, of a U statistic at least as far from its mean as theirs. Exact (by
    /// counting every assignment of ranks) when no value ties and the samples are small, else
    /// the normal approximation with the tie and continuity corrections. 1 when either sample
    /// is empty.
    package static func pValue(_ a: [Double], _ b: [Double]) -> Double {
        let (n, m) = (a.count, b.count)
        guard n > 0, m > 0 else { return 1 }
        let (u, tieTerm) = statistic(a, b)
        let mean = Double(n * m) / 2
        if tieTerm == 0 && n * m <= 400 {
            return exactPValue(u: min(u, Double(n * m) - u), n: n, m: m)
        }
        let total = Double(n + m)
        let variance = Double(n * m) / 12 * (total + 1 - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return 1 }
        let z = max(0, abs(u - mean) - 0.5) / variance.squareRoot()
        return min(1, erfc(z / 2.0.squareRoot()))
    }

    /// The one-sided p-value that `a`'s values tend to be smaller than `b`'s: half the two-sided
    /// p-value when they rank below `b`'s on the whole, else 1 less that half.
    package static func pValue(_ a: [Double], lessThan b: [Double]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 1 }
        let half = pValue(a, b) / 2
        return statistic(a, b).u < Double(a.count * b.count) / 2 ? half : 1 - half
    }

    /// U of `a` (the pairs of a value of `a` and one of `b` where `a`'s is larger, ties counting
    /// half), and the tie term Σ(t³ − t) over groups of t tied values.
    private static func statistic(_ a: [Double], _ b: [Double]) -> (u: Double, tieTerm: Double) {
        let pooled = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
        // Ranks from 1, ties sharing the mean of their ranks.
        var rankSumOfA = 0.0
        var tieTerm = 0.0
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
            let rank = Double(start + end + 2) / 2
            rankSumOfA += rank * Double(pooled[start...end].count { $0.1 })
            let tied = Double(end - start + 1)
            tieTerm += tied * tied * tied - tied
            start = end + 1
        }
        return (rankSumOfA - Double(a.count * (a.count + 1) / 2), tieTerm)
    }

    /// P(U ≤ u) · 2 under the null hypothesis, by counting the rank assignments of samples of
    /// `n` and `m` without ties whose U is each value (u is the smaller of U and n·m − U).
    private static func exactPValue(u: Double, n: Int, m: Int) -> Double {
        // ways[i][j][s]: arrangements of i values of A and j of B with U = s; rolled over i.
        let maximum = n * m
        var ways = Array(repeating: Array(repeating: 0.0, count: maximum + 1), count: m + 1)
        for j in 0...m { ways[j][0] = 1 }
        for _ in 1...n {
            var next = Array(repeating: Array(repeating: 0.0, count: maximum + 1), count: m + 1)
            next[0][0] = 1
            for j in 1...m {
                for s in 0...maximum {
                    // The largest value is from A (it beats all j of B) or from B.
                    next[j][s] = (s >= j ? ways[j][s - j] : 0) + next[j - 1][s]
                }
            }
            ways = next
        }
        let all = ways[m].reduce(0, +)
        let atMost = ways[m][0...Int(u.rounded(.down))].reduce(0, +)
        return min(1, 2 * atMost / all)
    }
}
