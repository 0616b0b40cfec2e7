import SwitchLayout

/// Two prepared layouts and a progress between them: a running transition, or one layout at
/// rest, paired with itself. What it holds beyond the two layouts costs O(sections) to compute.
/// Queries run on its ``moment``.
struct LayoutPair {
    /// The layout the transition starts from (the layout itself, at rest).
    let current: PreparedLayout
    /// The layout it goes to (`current`, at rest).
    let next: PreparedLayout
    /// Whether a transition runs.
    let isTransitioning: Bool
    /// The progress of the transition, any finite number; 0 at rest.
    var progress = 0.0
    /// The number of elements of either layout: cells, headers and footers.
    let elementCount: Int
    /// Whether some section shows a header or a footer in one layout only, which then fades
    /// where that layout has it.
    let hasFadingElements: Bool
    /// The largest distance of any edge along the scroll axis from 0, in points, in either layout:
    /// the scale of the rounding error of every interpolated edge.
    let edgeScale: Double

    /// One layout at rest.
    init(resting layout: PreparedLayout) {
        current = layout
        next = layout
        isTransitioning = false
        elementCount = layout.elementCount
        hasFadingElements = false
        edgeScale = layout.contentLength
    }

    /// A transition from `current` to `next` at progress 0; they must have the same sections'
    /// item counts (``SwitchLayout/LayoutSpec/validateTransition(to:)``).
    init(from current: PreparedLayout, to next: PreparedLayout) {
        self.current = current
        self.next = next
        isTransitioning = true
        var elementCount = 0
        var hasFadingElements = false
        for (section, nextSection) in zip(current.sections, next.sections) {
            elementCount +=
                section.itemCount + (section.hasHeader || nextSection.hasHeader ? 1 : 0)
                + (section.hasFooter || nextSection.hasFooter ? 1 : 0)
            hasFadingElements =
                hasFadingElements || section.hasHeader != nextSection.hasHeader
                || section.hasFooter != nextSection.hasFooter
        }
        self.elementCount = elementCount
        self.hasFadingElements = hasFadingElements
        edgeScale = max(current.contentLength, next.contentLength)
    }

    /// The size of the content, interpolated like a frame during a transition, in points.
    var contentSize: Size { moment.contentSize }

    /// The pair at its progress, for one query: a snapshot that refers to the layouts without
    /// retaining them, valid while the pair lives.
    var moment: LayoutMoment {
        LayoutMoment(
            current: current, next: next, isTransitioning: isTransitioning, progress: progress,
            elementCount: elementCount, hasFadingElements: hasFadingElements, edgeScale: edgeScale, axis: current.axis,
            nextState: next.state)
    }
}
