import LayoutDriver
import ReferenceLayout
import SwitchLayout
import Testing

/// A driver and the reference played side by side through the calls UIKit makes: every frame the
/// driver hands out is checked against the reference's at the same state and progress.
struct DriverReplay<Kernel: LayoutKernel> {
    var driver: CollectionViewLayoutDriver<Kernel>
    let list: LayoutSpec
    let grid: LayoutSpec
    var reference: ReferenceLayout

    /// The driver and the reference showing `state` of `list` and `grid`.
    init(list: LayoutSpec, grid: LayoutSpec, showing state: LayoutState = .list) throws {
        (self.list, self.grid) = (list, grid)
        driver = try CollectionViewLayoutDriver(list: list, grid: grid, showing: state)
        reference = try ReferenceLayout(state == .list ? list : grid)
    }

    /// The reference's spec of `state` at `size`.
    func spec(_ state: LayoutState, size: Size) -> LayoutSpec {
        var spec = state == .list ? list : grid
        spec.boundsSize = size
        return spec
    }

    /// The frame the collection view shows at content offset `offset`: the driver's elements in
    /// the viewport, its content size and a hit test at the viewport's centre, each the
    /// reference's.
    mutating func expectFrame(at offset: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        let viewport = Rect(origin: offset, size: driver.boundsSize)
        let answer = driver.layoutAttributesForElements(in: viewport)
        let expected = reference.layoutAttributesForElements(in: viewport)
        let comparison = Agreement.compare(answer, expected, in: viewport)
        #expect(
            comparison.agrees, "\(comparison) at \(offset), progress \(driver.transitionProgress)",
            sourceLocation: sourceLocation)
        let size = (driver.collectionViewContentSize, reference.collectionViewContentSize)
        #expect(
            abs(size.0.width - size.1.width) <= Agreement.frameTolerance
                && abs(size.0.height - size.1.height) <= Agreement.frameTolerance,
            "content size \(size.0), reference \(size.1)", sourceLocation: sourceLocation)
        let centre = Point(x: viewport.midX, y: viewport.midY)
        #expect(
            driver.indexPathForItem(at: centre) == reference.indexPathForItem(at: centre),
            sourceLocation: sourceLocation)
    }

    /// Starts a switch to `destination` at `offset` in both, the driver's target offset the
    /// reference's.
    mutating func startTransition(
        to destination: LayoutState, at offset: Point, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try driver.startTransition(to: destination, contentOffset: offset)
        try reference.startTransition(to: spec(destination, size: driver.boundsSize))
        expectTarget(from: offset, sourceLocation: sourceLocation)
    }

    /// The driver's target content offset for a switch that started at `offset`, the reference's.
    func expectTarget(from offset: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = reference.targetContentOffset(
            forProposedContentOffset: offset, viewportSize: driver.boundsSize, mapping: driver.mapping)
        let target = driver.runningSwitch?.targetContentOffset
        #expect(
            target.map { Self.isClose($0, expected) } == true, "\(String(describing: target)), reference \(expected)",
            sourceLocation: sourceLocation)
    }

    /// Sets both to `progress` and checks the frame at the driver's content offset.
    mutating func show(progress: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try driver.setTransitionProgress(progress)
        try reference.setTransitionProgress(progress)
        expectFrame(at: try #require(driver.transitionContentOffset), sourceLocation: sourceLocation)
    }

    /// Whether two offsets agree within the frame tolerance.
    static func isClose(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= Agreement.frameTolerance && abs(a.y - b.y) <= Agreement.frameTolerance
    }
}

/// DisplaySwitcher's list and grid (1 and 3 columns) over `items` items in 3 sections with
/// headers and footers, in bounds of `size`.
func displaySwitcherSpecs(items: Int = 3_000, size: Size = Size(width: 390, height: 844)) -> (LayoutSpec, LayoutSpec) {
    let sections = [
        Section(itemCount: items / 3, headerHeight: 40, footerHeight: 20), Section(itemCount: items / 3),
        Section(itemCount: items - 2 * (items / 3), headerHeight: 40),
    ]
    return (
        LayoutSpec(state: .list, boundsSize: size, columns: 1, staticCellHeight: 80, sections: sections),
        LayoutSpec(state: .grid, boundsSize: size, columns: 3, staticCellHeight: 165, sections: sections)
    )
}
