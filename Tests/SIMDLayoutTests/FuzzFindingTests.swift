import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

/// What `make fuzz` found in the optimized kernels, each fixed; the inputs that found them are in
/// `Fuzz/Corpus`, which `FuzzCorpusTests` replays.
@Suite("Fuzz findings stay fixed")
struct FuzzFindingTests {
    /// DisplaySwitcher's list of 100 items.
    static let list = LayoutSpec(
        state: .list, boundsSize: Size(width: 375, height: 667), columns: 1, staticCellHeight: 80,
        sections: [Section(itemCount: 100)])

    /// Snapping searched a window around the viewport's centre that grows until it holds a cell
    /// centre; when no window could (a NaN proposed offset, or a content length that overflows
    /// to infinity), it never returned. It now ends with a search of every element.
    @Test func snappingReturnsWhenNoWindowCanSettle() throws {
        try expectSnappingReturns(SIMDOptimizedLayout.self)
        try expectSnappingReturns(ScalarOptimizedLayout.self)
    }

    /// Snapping with `Kernel` returns the reference's answer for a NaN proposed offset, and
    /// returns at all on a layout whose content length is infinite.
    func expectSnappingReturns<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        let viewport = Size(width: 375, height: 667)
        let nan = Point(x: 0, y: .nan)
        let snapped = try Kernel(Self.list).snappedContentOffset(forProposedContentOffset: nan, viewportSize: viewport)
        let expected = try ReferenceLayout(Self.list).snappedContentOffset(
            forProposedContentOffset: nan, viewportSize: viewport)
        #expect(Agreement.frameError(Rect(origin: snapped, size: .zero), Rect(origin: expected, size: .zero)) == 0)
        var overflowing = Self.list
        overflowing.staticCellHeight = .greatestFiniteMagnitude
        overflowing.sections = [Section(itemCount: 3)]
        let layout = try Kernel(overflowing)
        #expect(layout.collectionViewContentSize.height.isFinite == false)
        #expect(layout.snappedContentOffset(forProposedContentOffset: .zero, viewportSize: viewport).x == 0)
    }

    /// A footer that moves 3 · 10^15 pt, from the end of a list of tall rows to the end of a
    /// grid, lands 0.06 pt above its exact place at progress 1 (the rounding of
    /// a + (b − a) · t, the reference's as well). The search's rounding margin was relative
    /// to the bound (~4,000 pt), not to the edges that moved, so a rect query ending between
    /// the two missed the footer the reference returns. The margin now scales with the edges.
    @Test func aFarMovingElementIsFoundWhereTheReferenceRoundsIt() throws {
        try expectFarMovingFooterFound(SIMDOptimizedLayout.self)
        try expectFarMovingFooterFound(ScalarOptimizedLayout.self)
    }

    /// `Kernel` returns the footer of a list of 3 · 10^13 pt rows that the reference returns at
    /// progress 1 of the switch to a grid, in a rect that ends between the footer's computed
    /// and exact tops.
    func expectFarMovingFooterFound<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        // 112 cells, so that the footer moves 3 · 10^15 pt.
        let tallRows = LayoutSpec(
            state: .list, boundsSize: Size(width: 390, height: 844), columns: 1, staticCellHeight: 3e13 + 0.3,
            sections: [Section(itemCount: 112, footerHeight: 50)])
        var grid = tallRows
        grid.state = .grid
        grid.columns = 3
        grid.staticCellHeight = 100.37
        var layout = try Kernel(tallRows)
        let reference = try ReferenceLayout(tallRows)
        try layout.startTransition(to: grid)
        try reference.startTransition(to: grid)
        try layout.setTransitionProgress(1)
        try reference.setTransitionProgress(1)
        let rect = Rect(x: 0, y: 4032, width: 390, height: 10.03)
        let expected = reference.layoutAttributesForElements(in: rect)
        #expect(expected.last?.elementKind == .footer)
        let comparison = Agreement.compare(layout.layoutAttributesForElements(in: rect), expected, in: rect)
        #expect(comparison.agrees, "\(comparison)")
    }
}
