/// Holm's step-down correction for testing many hypotheses at once: the p-values adjusted so
/// that rejecting every adjusted value below α keeps the chance of any false rejection, over all
/// of them, at most α.
package enum HolmCorrection {
    /// `pValues` adjusted, in their order: the k-th smallest multiplied by (count − k + 1), kept
    /// at least the adjusted value before it, and at most 1.
    package static func adjusted(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = pValues
        var largest = 0.0
        for (rank, index) in order.enumerated() {
            largest = max(largest, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = largest
        }
        return adjusted
    }
}
