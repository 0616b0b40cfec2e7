import ReferenceLayout
import SwitchLayout
import Testing

/// DisplaySwitcher's demo: W = 375, p = 6, one section of `items`, list H 80, grid C 3 H 165.
func displaySwitcherSpec(_ state: LayoutState, items: Int = 10) -> LayoutSpec {
    LayoutSpec(
        state: state, boundsSize: Size(width: 375, height: 667), columns: state == .list ? 1 : 3,
        staticCellHeight: state == .list ? 80 : 165, sections: [Section(itemCount: items)])
}

@Suite("DisplaySwitcher's golden vectors")
struct DisplaySwitcherGoldenTests {
    @Test func listFramesAndContentSize() throws {
        let layout = try ReferenceLayout(displaySwitcherSpec(.list))
        for item in 0..<10 {
            let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
            #expect(frame == Rect(x: 6, y: 6 + 86 * Double(item), width: 363, height: 74))
        }
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 860))
    }

    @Test func gridFramesAndContentSize() throws {
        let layout = try ReferenceLayout(displaySwitcherSpec(.grid))
        for item in 0..<10 {
            let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
            let expected = Rect(
                x: 125 * Double(item % 3) + 6, y: 171 * Double(item / 3) + 6, width: 113, height: 159)
            #expect(frame == expected)
        }
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 684))
    }

    @Test(arguments: [(0.0, 0.0), (258, 171), (516, 336), (2580, 1656), (-64, -159)])
    func legacyListToGridOffsets(from offset: Double, to expected: Double) throws {
        let layout = try ReferenceLayout(displaySwitcherSpec(.list, items: 100))
        try layout.startTransition(to: displaySwitcherSpec(.grid, items: 100))
        let target = layout.targetContentOffset(
            forProposedContentOffset: Point(x: 0, y: offset), viewportSize: Size(width: 375, height: 667),
            mapping: .legacyDisplaySwitcher)
        #expect(target == Point(x: 0, y: expected))
    }

    @Test(arguments: [(171.0, 260.0), (342, 514), (1710, 2546), (-64, -89)])
    func legacyGridToListOffsets(from offset: Double, to expected: Double) throws {
        let layout = try ReferenceLayout(displaySwitcherSpec(.grid, items: 100))
        try layout.startTransition(to: displaySwitcherSpec(.list, items: 100))
        let target = layout.targetContentOffset(
            forProposedContentOffset: Point(x: 0, y: offset), viewportSize: Size(width: 375, height: 667),
            mapping: .legacyDisplaySwitcher)
        #expect(target == Point(x: 0, y: expected))
    }

    @Test func anchoredOffsetsKeepTheFirstVisibleItemFirst() throws {
        let viewport = Size(width: 375, height: 667)
        let list = displaySwitcherSpec(.list, items: 100)
        let grid = displaySwitcherSpec(.grid, items: 100)
        let layout = try ReferenceLayout(list)
        try layout.startTransition(to: grid)
        // Item 3 (list maxY 338 > 258) is first visible; its grid slot (row 1) starts at 171.
        #expect(
            layout.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: 258), viewportSize: viewport, mapping: .anchored)
                == Point(x: 0, y: 171))
        // Item 6 (list maxY 596 > 516) lands on grid row 2 at 342 (legacy drifts to 336).
        #expect(
            layout.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: 516), viewportSize: viewport, mapping: .anchored)
                == Point(x: 0, y: 342))
        // Past the end of the grid's content (34 rows × 171 = 5814), clamped to 5814 − 667.
        #expect(
            layout.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: 8000), viewportSize: viewport, mapping: .anchored)
                == Point(x: 0, y: 5814 - 667))

        let back = try ReferenceLayout(grid)
        try back.startTransition(to: list)
        // Grid row 0 ends at 165 ≤ 171, so item 3 is first visible; its list slot starts at 258.
        #expect(
            back.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: 171), viewportSize: viewport, mapping: .anchored)
                == Point(x: 0, y: 258))
    }
}
