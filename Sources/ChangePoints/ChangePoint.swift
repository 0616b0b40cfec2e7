/// A point of a series where its distribution changes: the values from `index` on differ from
/// the values before it, back to the previous change point, up to the next.
package struct ChangePoint: Hashable, Sendable {
    /// The index of the first value after the change.
    package var index: Int
    /// The segments on either side, and the t-test's p-value that their means are equal.
    package var comparison: SegmentComparison

    /// A change point; see the properties.
    package init(index: Int, comparison: SegmentComparison) {
        self.index = index
        self.comparison = comparison
    }
}
