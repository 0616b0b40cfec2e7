/// The E-divisive means divergence q̂ of Matteson and James ("A Nonparametric Approach for
/// Multiple Change Point Analysis of Multivariate Data", 2014, doi:10.1080/01621459.2013.849605),
/// with exponent α = 1 as Otava uses it: for a split of Z[s..<κ] into X = Z[s..<τ] (n values)
/// and Y = Z[τ..<κ] (m values),
///
///     q̂(τ, κ) = 2/(m+n) Σ|Xᵢ − Yⱼ| − 2m/((m+n)(n−1)) Σᵢ<ₖ|Xᵢ − Xₖ| − 2n/((m+n)(m−1)) Σⱼ<ₖ|Yⱼ − Yₖ|,
///
/// large when X and Y are far apart relative to their own spread, whatever their distribution.
package enum EnergyStatistic {
    /// The candidate change point of `values[range]`: the τ of the largest q̂(τ, κ) over
    /// `range.lowerBound < τ < κ ≤ range.upperBound`, and that q̂. Ties go to the smallest τ, then
    /// κ; where every q̂ is negative, the answer is the first τ whose row holds Otava's implicit
    /// zeros, as numpy's `argmax` over Otava's triangular matrix picks it.
    ///
    /// Sums come from running totals over the distance matrix's columns, so a range of L values
    /// costs O(L²).
    package static func candidate(in values: [Double], range: Range<Int>) -> (index: Int, divergence: Double) {
        let length = range.count
        precondition(length > 1, "a candidate needs two values")
        precondition(range.lowerBound >= 0 && range.upperBound <= values.count, "the range lies in the values")
        // A series of 10,000 runs is 400 windows, each searched once or more: the matrix is a
        // temporary (on the stack where it fits), read and written through pointers, without
        // bounds or overflow checks (the loops' bounds are the range's, checked above), which
        // kept the compiler from vectorizing the sums' rows and from pipelining the search.
        return values.withUnsafeBufferPointer { all in
            let values = UnsafeBufferPointer(rebasing: all[range])
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: (length + 1) * (length + 1)) { matrix in
                // reciprocals[k] = 1/k for 0 < k ≤ length, then the prefix sums.
                let reciprocals = UnsafeMutableBufferPointer(rebasing: matrix[..<(length + 1)])
                let prefix = UnsafeMutableBufferPointer(rebasing: matrix[(length + 1)...])
                for count in 1...length { reciprocals[count] = 1 / Double(count) }
                // prefix[r * length + c] = Σ_{i < r} |Z[i] − Z[c]|, in the range's indices: row
                // after row, each a row of independent sums that the compiler vectorizes.
                let sums = prefix.baseAddress!
                let values = values.baseAddress!
                for column in 0..<length { sums[column] = 0 }
                for row in 0..<length {
                    let value = values[row]
                    let previous = sums + row &* length
                    let next = previous + length
                    for column in 0..<length { next[column] = previous[column] + abs(value - values[column]) }
                }
                func above(_ column: Int, _ rows: Int) -> Double { sums[rows &* length &+ column] }
                let inverses = reciprocals.baseAddress!

                // q̂ = 2/(m+n) · (Σ|Xᵢ − Yⱼ| − m/(n−1) · Σ_X − n/(m−1) · Σ_Y), with m + n = κ − s: the
                // inner loop multiplies by reciprocals, found once, where dividing three times
                // was most of its time.
                var best = -Double.infinity
                var bestSplit = 1
                var withinBefore = 0.0  // Σ over pairs of Z[0..<τ]
                for split in 1..<length {
                    if split > 1 { withinBefore += above(split - 1, split - 1) }
                    let n = Double(split)
                    let meanWithinBefore = split > 1 ? withinBefore / (n - 1) : 0
                    var cross = 0.0
                    var withinAfter = 0.0
                    // Otava's matrix row of this τ holds zeros left of the diagonal (κ < τ + 1).
                    if split > 1, 0 > best {
                        best = 0
                        bestSplit = split
                    }
                    // Along κ: row τ of the sums, and the diagonal from (τ, τ) on.
                    let splitRow = sums + split &* length
                    var diagonal = sums + split &* (length &+ 1)
                    var after = 0.0  // m, κ − τ
                    for end in (split + 1)..<(length + 1) {
                        let crossing = splitRow[end &- 1]
                        cross += crossing
                        withinAfter += diagonal.pointee - crossing
                        diagonal += length &+ 1
                        after += 1
                        var sum = cross - after * meanWithinBefore
                        if after > 1 { sum -= n * inverses[end &- split &- 1] * withinAfter }
                        let divergence = 2 * inverses[end] * sum
                        if divergence > best {
                            best = divergence
                            bestSplit = split
                        }
                    }
                }
                return (range.lowerBound + bestSplit, best)
            }
        }
    }
}
