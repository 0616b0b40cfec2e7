/// The questions to put to two kernels at one moment (at rest, or at one transition progress) to
/// check that they give the same answers: see ``Agreement/disagreements(of:with:asking:)``.
/// Lengths are in points, in content coordinates.
public struct KernelQueries {
    /// The rects to ask `layoutAttributesForElements(in:)` about.
    public var rects: [Rect]
    /// The points to hit-test with `indexPathForItem(at:)`.
    public var points: [Point]
    /// The proposed content offsets to snap (`snappedContentOffset`) and to map to the
    /// destination under every ``ContentOffsetMapping`` (`targetContentOffset`).
    public var contentOffsets: [Point]
    /// The size of the viewport the content offsets are for.
    public var viewportSize: Size
    /// The elements to look up with `layoutAttributesForElement(ofKind:at:)`, present or not.
    public var lookups: [(kind: ElementKind, indexPath: IndexPath)]

    /// Creates a set of queries.
    public init(
        rects: [Rect], points: [Point], contentOffsets: [Point], viewportSize: Size,
        lookups: [(kind: ElementKind, indexPath: IndexPath)]
    ) {
        self.rects = rects
        self.points = points
        self.contentOffsets = contentOffsets
        self.viewportSize = viewportSize
        self.lookups = lookups
    }
}
