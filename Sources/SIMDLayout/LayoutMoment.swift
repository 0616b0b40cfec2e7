import SwitchLayout

/// A layout pair at its progress, as one query sees it: the two layouts, referred to without
/// retaining them (the pair keeps them alive while the query runs), and the facts the queries
/// need. Copying it costs no reference counting, so the candidate search can pass it around
/// freely.
struct LayoutMoment {
    /// The layout the transition starts from (the layout itself, at rest).
    unowned(unsafe) let current: PreparedLayout
    /// The layout it goes to (`current`, at rest).
    unowned(unsafe) let next: PreparedLayout
    /// Whether a transition runs.
    let isTransitioning: Bool
    /// The progress of the transition, any finite number; 0 at rest.
    let progress: Double
    /// The number of elements of either layout: cells, headers and footers.
    let elementCount: Int
    /// Whether some section shows a header or a footer in one layout only.
    let hasFadingElements: Bool
    /// The largest distance of any edge along the scroll axis from 0, in points, in either layout.
    let edgeScale: Double
    /// The scroll direction of both layouts, held here (as `nextState`): a query's loop would
    /// otherwise read it again through the layout after each attributes value it stores.
    let axis: Axis
    /// The display state of the next layout: every element's `layoutState`.
    let nextState: LayoutState

    /// The size of the content, interpolated like a frame during a transition, in points.
    var contentSize: Size {
        isTransitioning
            ? current.contentSize.interpolated(to: next.contentSize, progress: progress) : current.contentSize
    }

    /// The window [lower, upper] along the scroll axis (points) at the pair's progress.
    func window(from lower: Double, to upper: Double) -> AxisWindow {
        AxisWindow(from: lower, to: upper, progress: progress, edgeScale: edgeScale)
    }

    /// Section `section`'s header or footer at the pair's progress, on the vertical axis, if either
    /// layout shows it: interpolated when both do, else fading where the one that does has it
    /// (alpha 1 − t when only the current layout shows it, t when only the next does, clamped to
    /// [0, 1]).
    func supplementary(_ kind: ElementKind, inSection section: Int) -> SupplementaryElement? {
        let geometry = (current.sections[section], next.sections[section])
        guard
            kind == .header
                ? geometry.0.hasHeader || geometry.1.hasHeader : geometry.0.hasFooter || geometry.1.hasFooter
        else { return nil }
        let frames =
            kind == .header
            ? (current.headerFrame(inSection: section), next.headerFrame(inSection: section))
            : (current.footerFrame(inSection: section), next.footerFrame(inSection: section))
        switch frames {
        case let (current?, _) where !isTransitioning:
            return SupplementaryElement(kind: kind, section: section, frame: current, nextFrame: current, alpha: 1)
        case let (current?, next?):
            return SupplementaryElement(
                kind: kind, section: section, frame: current.interpolated(to: next, progress: progress),
                nextFrame: next, alpha: 1)
        case let (current?, nil):
            return SupplementaryElement(
                kind: kind, section: section, frame: current, nextFrame: current, alpha: min(max(1 - progress, 0), 1))
        case let (nil, next?):
            return SupplementaryElement(
                kind: kind, section: section, frame: next, nextFrame: next, alpha: min(max(progress, 0), 1))
        case (nil, nil):
            return nil
        }
    }

    /// The cells of section `section` of the current layout. Passing an `unowned(unsafe)`
    /// reference as an argument retains and releases it around the call; under `Unmanaged`'s
    /// guarantee it does not.
    @inline(__always)
    func currentCells<Lane: InterpolationLane>(inSection section: Int) -> SectionCells<Lane> {
        Unmanaged.passUnretained(current)._withUnsafeGuaranteedRef { SectionCells(section: section, of: $0) }
    }

    /// The cells of section `section` of the next layout, like ``currentCells(inSection:)``.
    @inline(__always)
    func nextCells<Lane: InterpolationLane>(inSection section: Int) -> SectionCells<Lane> {
        Unmanaged.passUnretained(next)._withUnsafeGuaranteedRef { SectionCells(section: section, of: $0) }
    }

    /// Calls `body` with the item, frame and next frame (vertical axis) of each cell `items` of
    /// section `section` at the pair's progress, in item order, until it returns `false`; returns
    /// whether it never did. The queries' path: one cell at a time.
    @inline(__always)
    func forEachCell(
        inSection section: Int, items: Range<Int>, _ body: (_ item: Int, _ frame: Rect, _ nextFrame: Rect) -> Bool
    ) -> Bool {
        guard !items.isEmpty else { return true }
        var cells = CellFrames<AnyPair>(of: self, inSection: section, items: items)
        while let (item, frame, nextFrame) = cells.next() {
            guard body(item, frame, nextFrame) else { return false }
        }
        return true
    }

    /// Calls `body` with both layouts' grid periods in groups of `Lane.laneCount` items, or `nil`
    /// when either is too long to hold (``GridPeriod``): built once, on the stack, by a loop over
    /// every cell, for every section.
    @inline(__always)
    func withGridPeriods<Lane: InterpolationLane, Result>(
        lanes _: Lane.Type, _ body: (GridPeriods?) -> Result
    ) -> Result {
        guard var currentPeriod = GridPeriod(columns: current.columns, laneCount: Lane.laneCount),
            var nextPeriod = GridPeriod(columns: next.columns, laneCount: Lane.laneCount)
        else { return body(nil) }
        // Pointers to the variables themselves: no copy of the tables.
        return withUnsafePointer(to: &currentPeriod) { current in
            withUnsafePointer(to: &nextPeriod) { next in body((current, next)) }
        }
    }

    /// Calls `body` with the cells of section `section` at the pair's progress, `Lane.laneCount`
    /// at a time in item order, until it returns `false`; returns whether it never did. The
    /// cursors read `periods` (``withGridPeriods(lanes:_:)``) when there are any, else add and
    /// carry.
    @inline(__always)
    func forEachCellGroup<Lane: InterpolationLane>(
        inSection section: Int, periods: GridPeriods?, _ body: (CellGroup<Lane>) -> Bool
    ) -> Bool {
        let currentCells: SectionCells<Lane> = currentCells(inSection: section)
        let nextCells = isTransitioning ? nextCells(inSection: section) : currentCells
        guard let periods else {
            return forEachCellGroup(currentCells, currentCells.cursor(at: 0), nextCells, nextCells.cursor(at: 0), body)
        }
        return forEachCellGroup(
            currentCells, PeriodicGridCursor(period: periods.current), nextCells,
            PeriodicGridCursor(period: periods.next),
            body)
    }

    /// ``forEachCellGroup(inSection:periods:_:)`` with cursors at the first items of
    /// `currentCells` and `nextCells`: the loop compiled for the pair's shape.
    @inline(__always)
    private func forEachCellGroup<Lane, Cursor: LaneCursor<Lane>>(
        _ currentCells: SectionCells<Lane>, _ currentCursor: Cursor, _ nextCells: SectionCells<Lane>,
        _ nextCursor: Cursor, _ body: (CellGroup<Lane>) -> Bool
    ) -> Bool {
        current.isSelfSizing || next.isSelfSizing
            ? forEachCellGroup(AnyPair.self, currentCells, currentCursor, nextCells, nextCursor, body)
            : forEachCellGroup(UniformPair.self, currentCells, currentCursor, nextCells, nextCursor, body)
    }

    /// ``forEachCellGroup(inSection:periods:_:)`` with cursors at the first items of
    /// `currentCells` and `nextCells`, for a pair of shape `Shape`.
    @inline(__always)
    private func forEachCellGroup<Lane, Cursor: LaneCursor<Lane>, Shape: PairShape>(
        _: Shape.Type, _ currentCells: SectionCells<Lane>, _ currentCursor: Cursor, _ nextCells: SectionCells<Lane>,
        _ nextCursor: Cursor, _ body: (CellGroup<Lane>) -> Bool
    ) -> Bool {
        var (currentCursor, nextCursor) = (currentCursor, nextCursor)
        let progress = Lane(repeating: self.progress)
        let itemCount = currentCells.itemCount
        for item in stride(from: 0, to: itemCount, by: Lane.laneCount) {
            let frames = currentCells.frames(Shape.self, at: item, column: currentCursor.column, row: currentCursor.row)
            let nextFrames =
                isTransitioning
                ? nextCells.frames(Shape.self, at: item, column: nextCursor.column, row: nextCursor.row) : frames
            let group = CellGroup(
                firstItem: item, count: min(Lane.laneCount, itemCount - item),
                frames: isTransitioning ? frames.interpolated(to: nextFrames, progress: progress) : frames,
                nextFrames: nextFrames)
            guard body(group) else { return false }
            currentCursor.advance()
            nextCursor.advance()
        }
        return true
    }
}
