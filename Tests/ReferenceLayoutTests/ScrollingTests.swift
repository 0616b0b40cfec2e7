import ReferenceLayout
import SwitchLayout
import Testing

@Suite("Hit tests and snapping")
struct ScrollingTests {
    @Test func hitTestsHitCellsOnlyWithHalfOpenEdges() throws {
        let layout = try ReferenceLayout(displaySwitcherSpec(.grid))
        #expect(layout.indexPathForItem(at: Point(x: 6, y: 6)) == IndexPath(item: 0, section: 0))
        #expect(layout.indexPathForItem(at: Point(x: 119, y: 6)) == nil)  // maxX is outside
        #expect(layout.indexPathForItem(at: Point(x: 125, y: 170)) == nil)  // in the gap
        #expect(layout.indexPathForItem(at: Point(x: 131, y: 177)) == IndexPath(item: 4, section: 0))
    }

    @Test func snappingCentresTheNearestCell() throws {
        // A carousel: horizontal, one row of cards 244 wide (H 250 − padding 6) and 150 tall
        // (174 less insets 6 + 6, less padding 6 + 6), cards 256 apart.
        let spec = LayoutSpec(
            state: .list, axis: .horizontal, boundsSize: Size(width: 390, height: 174),
            contentInset: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0), columns: 1,
            staticCellHeight: 250, sections: [Section(itemCount: 20)])
        let layout = try ReferenceLayout(spec)
        let viewport = Size(width: 390, height: 174)
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 262, y: 6, width: 244, height: 150))
        // Card i's centre is at 256i + 128. The viewport centre 600 + 195 = 795 is 101 from
        // card 3 (896) and 155 from card 2 (640): card 3 is centred at offset 896 − 195.
        #expect(
            layout.snappedContentOffset(forProposedContentOffset: Point(x: 600, y: -6), viewportSize: viewport)
                == Point(x: 701, y: -6))
        // The viewport centre 61 + 195 = 256 ties cards 0 and 1: card 0 wins, and its offset
        // −67 clamps to 0.
        #expect(
            layout.snappedContentOffset(forProposedContentOffset: Point(x: 61, y: -6), viewportSize: viewport)
                == Point(x: 0, y: -6))
        // Past the end: clamped to the content width (20 × 256) less the viewport.
        #expect(
            layout.snappedContentOffset(forProposedContentOffset: Point(x: 99_999, y: -6), viewportSize: viewport)
                == Point(x: 5120 - 390, y: -6))
    }
}
