extension Range<Int> {
    /// The integers k with `lower` ≤ k ≤ `upper` in `0 ..< count`: empty when either end is NaN,
    /// clamped when one is infinite or out of range.
    @inline(__always)
    init(integersFrom lower: Double, through upper: Double, below count: Int) {
        guard lower <= upper, upper >= 0, lower < Double(count) else {
            self = 0..<0
            return
        }
        // Both ends converted now lie in [0, 2⁶³) (`Double(count)` at most); truncating rounds
        // down from 0 up (baseline x86-64 has no rounding instruction: `rounded` would call libm).
        let lowest = Swift.max(lower, 0)
        let truncated = Int(boundedTruncating: lowest)
        let start = Double(truncated) < lowest ? truncated &+ 1 : truncated
        let end = upper < Double(count) ? Int(boundedTruncating: upper) &+ 1 : count
        self = start < end ? start..<end : 0..<0
    }
}
