import SwitchLayout

/// The frames of a run of cells of one section at a layout pair's progress, one cell at a time in
/// item order, on the vertical axis: the queries' loop, as an iterator, so that a sequence can
/// wrap it. The full interpolation visits `Lane.laneCount` cells at a time in a loop of its own
/// (``LayoutMoment/forEachCellGroup(inSection:periods:_:)``): as an iterator of eight lanes, it took
/// more instructions. `Shape` says what is known of the pair.
struct CellFrames<Shape: PairShape>: IteratorProtocol {
    private let currentCells: SectionCells<Double>
    private let nextCells: SectionCells<Double>
    private var currentCursor: GridCursor<Double>
    private var nextCursor: GridCursor<Double>
    private let isTransitioning: Bool
    private let progress: Double
    private var item: Int
    private let endItem: Int

    /// The cells `items` (not empty) of section `section` of `moment`'s layouts.
    @inline(__always)
    init(of moment: LayoutMoment, inSection section: Int, items: Range<Int>) {
        currentCells = moment.currentCells(inSection: section)
        currentCursor = currentCells.cursor(at: items.lowerBound)
        isTransitioning = moment.isTransitioning
        nextCells = isTransitioning ? moment.nextCells(inSection: section) : currentCells
        nextCursor = nextCells.cursor(at: items.lowerBound)
        progress = moment.progress
        (item, endItem) = (items.lowerBound, items.upperBound)
    }

    /// The next cell's item, its frame at the pair's progress and its frame in the next layout
    /// (its frame, at rest), in points.
    @inline(__always)
    mutating func next() -> (item: Int, frame: Rect, nextFrame: Rect)? {
        guard item < endItem else { return nil }
        let frame = Self.frame(ofItem: item, in: currentCells, at: currentCursor)
        let nextFrame = isTransitioning ? Self.frame(ofItem: item, in: nextCells, at: nextCursor) : frame
        let cell = (item, isTransitioning ? frame.interpolated(to: nextFrame, progress: progress) : frame, nextFrame)
        currentCursor.advance()
        nextCursor.advance()
        item += 1
        return cell
    }

    /// The frame of item `item` of `cells`, whose column and row `cursor` holds.
    @inline(__always)
    private static func frame(ofItem item: Int, in cells: SectionCells<Double>, at cursor: GridCursor<Double>) -> Rect {
        cells.frames(Shape.self, at: item, column: cursor.column, row: cursor.row).rect(lane: 0)
    }
}
