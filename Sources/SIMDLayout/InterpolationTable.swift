import SwitchLayout

/// Everything a frame of a transition reads, in structure-of-arrays form: for every element of
/// either layout, in flat order, its frame in the current layout and in the next, its alpha as
/// a line in the progress, its identity, and the block bounds that index it. A layout at rest
/// is the transition from itself to itself.
///
/// An element only one layout has takes the same frame on both sides, so every frame is
/// `current + (next − current) · t`; its alpha is `alphaStart + alphaChange · t`, clamped to
/// [0, 1]: (1, 0) for an element in both, (1, −1) fading out, (0, 1) fading in.
struct InterpolationTable {
    /// The layout the transition starts from.
    let current: PreparedLayout
    /// The layout it goes to (`current` at rest).
    let next: PreparedLayout
    /// Every element's frame at progress 0, in points.
    let currentFrames: FrameColumns
    /// Every element's frame at progress 1, in points.
    let nextFrames: FrameColumns
    /// Columns 0 and 1: every element's alpha at progress 0 and its change per unit of progress.
    let alphas: DoubleColumns
    /// Every element's kind.
    let kinds: [ElementKind]
    /// Every element's index path.
    let indexPaths: [IndexPath]
    /// The flat index of each section's first element, and the element count at the end.
    let sectionStarts: [Int]
    /// The index over the frames along the scroll axis.
    let bounds: BlockBounds
    /// Whether some element fades (only one layout has it); when none does, every alpha is 1
    /// and the alpha columns need not be read.
    let hasFadingElements: Bool

    var count: Int { kinds.count }
    var axis: Axis { current.spec.axis }
    var alphaStart: UnsafeMutablePointer<Double> { alphas[0] }
    var alphaChange: UnsafeMutablePointer<Double> { alphas[1] }

    /// The table of a layout at rest.
    init(resting layout: PreparedLayout) {
        self.init(current: layout, next: layout)
    }

    /// The table of a transition between two prepared layouts with matching sections. When
    /// both have the same elements (no header or footer on one side only) the frames are
    /// shared, not copied.
    init(current: PreparedLayout, next: PreparedLayout) {
        self.current = current
        self.next = next
        if current.hasSameElements(as: next) {
            currentFrames = current.frames
            nextFrames = next.frames
            kinds = current.kinds
            indexPaths = current.indexPaths
            alphas = DoubleColumns(columnCount: 2, rowCount: kinds.count)
            alphas[0].update(repeating: 1, count: kinds.count)
            alphas[1].update(repeating: 0, count: kinds.count)
            hasFadingElements = false
        } else {
            (currentFrames, nextFrames, alphas, kinds, indexPaths) = Self.merge(current, next)
            hasFadingElements = true
        }
        var sectionStarts = Array(repeating: 0, count: current.spec.sections.count + 1)
        for indexPath in indexPaths {
            sectionStarts[indexPath.section + 1] += 1
        }
        for section in current.spec.sections.indices {
            sectionStarts[section + 1] += sectionStarts[section]
        }
        self.sectionStarts = sectionStarts
        let axis = current.spec.axis
        bounds = BlockBounds(
            count: kinds.count,
            currentOrigin: currentFrames.origin(along: axis), currentSize: currentFrames.size(along: axis),
            nextOrigin: nextFrames.origin(along: axis), nextSize: nextFrames.size(along: axis))
    }

    /// The union of two layouts' elements in flat order: headers and footers that only one
    /// layout shows keep their frame on both sides and fade.
    private static func merge(_ current: PreparedLayout, _ next: PreparedLayout)
        -> (FrameColumns, FrameColumns, DoubleColumns, [ElementKind], [IndexPath])
    {
        let pairs = current.spec.transitionElements(to: next.spec)
        let currentFrames = FrameColumns(count: pairs.count)
        let nextFrames = FrameColumns(count: pairs.count)
        let alphas = DoubleColumns(columnCount: 2, rowCount: pairs.count)
        var kinds: [ElementKind] = []
        var indexPaths: [IndexPath] = []
        kinds.reserveCapacity(pairs.count)
        indexPaths.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            let source = pair.current.map { (current, $0) } ?? (next, pair.next!)
            kinds.append(source.0.kinds[source.1])
            indexPaths.append(source.0.indexPaths[source.1])
            currentFrames[index] = source.0.frames[source.1]
            nextFrames[index] = pair.next.map { next.frames[$0] } ?? source.0.frames[source.1]
            alphas[0][index] = pair.current == nil ? 0 : 1
            alphas[1][index] = pair.current == nil ? 1 : (pair.next == nil ? -1 : 0)
        }
        return (currentFrames, nextFrames, alphas, kinds, indexPaths)
    }

    /// The flat indices of the elements in `blocks`.
    func elements(in blocks: Range<Int>) -> Range<Int> {
        min(blocks.lowerBound * BlockBounds.blockSize, count)..<min(blocks.upperBound * BlockBounds.blockSize, count)
    }

    /// The flat index of the element of `kind` at `indexPath`, or `nil` when there is none.
    func flatIndex(ofKind kind: ElementKind, at indexPath: IndexPath) -> Int? {
        guard current.spec.sections.indices.contains(indexPath.section) else { return nil }
        let start = sectionStarts[indexPath.section]
        let end = sectionStarts[indexPath.section + 1]
        let hasHeader = start < end && kinds[start] == .header
        let hasFooter = start < end && kinds[end - 1] == .footer
        switch kind {
        case .header:
            return hasHeader && indexPath.item == 0 ? start : nil
        case .footer:
            return hasFooter && indexPath.item == 0 ? end - 1 : nil
        case .cell:
            let itemCount = current.spec.sections[indexPath.section].itemCount
            return (0..<itemCount).contains(indexPath.item) ? start + (hasHeader ? 1 : 0) + indexPath.item : nil
        }
    }
}
