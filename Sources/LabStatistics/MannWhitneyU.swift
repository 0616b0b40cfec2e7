import Foundation

/// The Mann-Whitney U test (the Wilcoxon rank-sum test), as Go's benchstat uses it: whether two
/// samples come from the same distribution, without assuming any shape for it. Here a sample is
/// one value per repetition of a run.
///
/// Small samples (``exactLimit``) get the exact p-value, ties or not: the permutation
/// distribution of U, every split of the pooled values into samples of the two sizes equally
/// likely, tied values sharing the mean of their ranks. Times in whole nanoseconds tie often, and
/// the normal approximation then overstates the p-value of small samples (5 against 5, wholly
/// apart: about 0.012 instead of 2 / 252 ≈ 0.0079). Larger samples get the normal
/// approximation with the tie and continuity corrections.
package enum MannWhitneyU {
    /// The largest product of the two sample sizes tested exactly (20 against 20).
    package static let exactLimit = 400

    /// The two-sided p-value of samples `a` and `b`: twice the smaller one-sided p-value (as
    /// scipy's `permutation_test` has it), at most 1. 1 when either sample is empty.
    package static func pValue(_ a: [Double], _ b: [Double]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 1 }
        let ranks = RankSums(a, b)
        if let exact = ranks.exactTails {
            return min(1, 2 * min(exact.atMost, exact.atLeast))
        }
        return min(1, 2 * ranks.normalTail(lower: ranks.u < ranks.mean))
    }

    /// The one-sided p-value that `a`'s values tend to be smaller than `b`'s: the probability,
    /// were they drawn from the same distribution, of a U of `a` at most theirs. 1 when either
    /// sample is empty.
    package static func pValue(_ a: [Double], lessThan b: [Double]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 1 }
        let ranks = RankSums(a, b)
        if let exact = ranks.exactTails { return exact.atMost }
        return ranks.u < ranks.mean ? ranks.normalTail(lower: true) : 1 - ranks.normalTail(lower: false)
    }
}

/// The ranks of two pooled samples: `a`'s U and the groups of tied values, in whole units of
/// half a rank so that every rank sum is a whole number.
private struct RankSums {
    /// The sizes of `a` and `b`.
    let n: Int, m: Int
    /// Each run of equal pooled values, in increasing order: how many, and twice their mean rank.
    let ties: [(count: Int, doubledRank: Int)]
    /// Twice the sum of `a`'s ranks.
    let doubledRankSum: Int

    init(_ a: [Double], _ b: [Double]) {
        (n, m) = (a.count, b.count)
        let pooled = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var ties: [(count: Int, doubledRank: Int)] = []
        var rankSum = 0
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
            // Ranks from 1: the run holds ranks start + 1 … end + 1, their mean doubled.
            let doubledRank = start + end + 2
            ties.append((end - start + 1, doubledRank))
            rankSum += doubledRank * pooled[start...end].count { $0.1 }
            start = end + 1
        }
        self.ties = ties
        doubledRankSum = rankSum
    }

    /// `a`'s U: the pairs of a value of `a` and one of `b` where `a`'s is larger, ties counting half.
    var u: Double { Double(doubledRankSum - n * (n + 1)) / 2 }

    /// U's mean under the null hypothesis.
    var mean: Double { Double(n * m) / 2 }

    /// P(U ≤ u) and P(U ≥ u) under the null hypothesis, counted exactly: `nil` for samples past
    /// ``MannWhitneyU/exactLimit``.
    var exactTails: (atMost: Double, atLeast: Double)? {
        guard n * m <= MannWhitneyU.exactLimit else { return nil }
        // ways[k][s]: the splits of the runs seen so far giving `a` k values of doubled rank sum s.
        let largest = 2 * (n * (2 * (n + m) - n + 1)) / 2
        var ways = Array(repeating: Array(repeating: 0.0, count: largest + 1), count: n + 1)
        ways[0][0] = 1
        var seen = 0
        for run in ties {
            var next = Array(repeating: Array(repeating: 0.0, count: largest + 1), count: n + 1)
            for k in 0...min(n, seen) {
                for s in 0...largest where ways[k][s] != 0 {
                    var choices = 1.0  // C(run.count, taken)
                    for taken in 0...min(run.count, n - k) {
                        next[k + taken][s + taken * run.doubledRank] += ways[k][s] * choices
                        choices = choices * Double(run.count - taken) / Double(taken + 1)
                    }
                }
            }
            seen += run.count
            ways = next
        }
        let total = ways[n].reduce(0, +)
        let atMost = ways[n][0...doubledRankSum].reduce(0, +)
        let atLeast = ways[n][doubledRankSum...].reduce(0, +)
        return (atMost / total, atLeast / total)
    }

    /// The normal approximation's tail beyond U, with the tie and continuity corrections: below
    /// it when `lower`, else above it.
    func normalTail(lower: Bool) -> Double {
        let total = Double(n + m)
        let tieTerm = ties.reduce(0.0) { sum, run in
            let t = Double(run.count)
            return sum + t * t * t - t
        }
        let variance = Double(n * m) / 12 * (total + 1 - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return 1 }
        let z = ((lower ? mean - u : u - mean) - 0.5) / variance.squareRoot()
        return erfc(z / 2.0.squareRoot()) / 2
    }
}
