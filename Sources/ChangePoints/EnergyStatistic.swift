/// The E-divisive means divergence q̂ of Matteson and James ("A Nonparametric Approach for
/// Multiple Change Point Analysis of Multivariate Data", 2014, doi:10.1080/01621459.2013.849605),
/// with exponent α = 1 as Otava uses it: for a split of Z[s..<κ] into X = Z[s..<τ] (n values)
/// and Y = Z[τ..<κ] (m values),
///
///     q̂(τ, κ) = 2/(m+n) Σ|Xᵢ − Yⱼ| − 2m/((m+n)(n−1)) Σᵢ<ₖ|Xᵢ − Xₖ| − 2n/((m+n)(m−1)) Σⱼ<ₖ|Yⱼ − Yₖ|,
///
/// large when X and Y are far apart relative to their own spread, whatever their distribution.
enum EnergyStatistic {
    /// The candidate change point of `values[range]`: the τ of the largest q̂(τ, κ) over
    /// `range.lowerBound < τ < κ ≤ range.upperBound`, and that q̂. Ties go to the smallest τ, then
    /// κ; where every q̂ is negative, the answer is the first τ whose row holds Otava's implicit
    /// zeros, as numpy's `argmax` over Otava's triangular matrix picks it.
    ///
    /// Sums come from running totals over the distance matrix's columns, so a range of L values
    /// costs O(L²).
    static func candidate(in values: [Double], range: Range<Int>) -> (index: Int, divergence: Double) {
        let length = range.count
        precondition(length > 1, "a candidate needs two values")
        let start = range.lowerBound
        // columnPrefix[c * (length + 1) + r] = Σ_{i < r} |Z[i] − Z[c]|, in the range's indices.
        var columnPrefix = [Double](repeating: 0, count: length * (length + 1))
        for column in 0..<length {
            var sum = 0.0
            for row in 0..<length {
                columnPrefix[column * (length + 1) + row] = sum
                sum += abs(values[start + row] - values[start + column])
            }
            columnPrefix[column * (length + 1) + length] = sum
        }
        func above(_ column: Int, _ rows: Int) -> Double { columnPrefix[column * (length + 1) + rows] }

        var best = -Double.infinity
        var bestSplit = 1
        var withinBefore = 0.0  // Σ over pairs of Z[0..<τ]
        for split in 1..<length {
            if split > 1 { withinBefore += above(split - 1, split - 1) }
            let n = Double(split)
            var cross = 0.0
            var withinAfter = 0.0
            // Otava's matrix row of this τ holds zeros left of the diagonal (κ < τ + 1).
            if split > 1, 0 > best {
                best = 0
                bestSplit = split
            }
            for end in (split + 1)...length {
                cross += above(end - 1, split)
                withinAfter += above(end - 1, end - 1) - above(end - 1, split)
                let m = Double(end - split)
                var divergence = 2 / (m + n) * cross
                if n > 1 { divergence -= 2 * m / ((m + n) * (n - 1)) * withinBefore }
                if m > 1 { divergence -= 2 * n / ((m + n) * (m - 1)) * withinAfter }
                if divergence > best {
                    best = divergence
                    bestSplit = split
                }
            }
        }
        return (start + bestSplit, best)
    }
}
