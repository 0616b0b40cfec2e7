import ReferenceLayout
import SwitchLayout
import Testing

@Suite("Sections, headers and footers (CPTGridListManager, bugs fixed)")
struct SectionTests {
    /// Two sections of 7 items, 5 columns of square cells, headers 40 and footers 10 high.
    let grid = LayoutSpec(
        state: .grid, boundsSize: Size(width: 320, height: 568), columns: 5, cellPadding: Point(x: 2, y: 2),
        staticCellHeight: 0, aspectRatio: 1,
        sections: [
            Section(itemCount: 7, headerHeight: 40, footerHeight: 10),
            Section(itemCount: 7, headerHeight: 40, footerHeight: 10),
        ],
        supplementaryPadding: Point(x: 4, y: 1))

    @Test func framesFollowTheSectionsInFlatOrder() throws {
        let layout = try ReferenceLayout(grid)
        let all = layout.layoutAttributesForElements(in: Rect(x: -1, y: -1, width: 1000, height: 1000))
        let kinds = all.map(\.elementKind)
        let sectionKinds: [ElementKind] = [.header] + Array(repeating: .cell, count: 7) + [.footer]
        #expect(kinds == sectionKinds + sectionKinds)

        // colW = 64, w = 60, square cells h = 60, pitch 64; header (4, 1, 312, 38).
        #expect(all[0].frame == Rect(x: 4, y: 1, width: 312, height: 38))
        #expect(all[1].frame == Rect(x: 2, y: 42, width: 60, height: 60))
        #expect(all[7].frame == Rect(x: 66, y: 106, width: 60, height: 60))
        // Two rows (128) below the header (40): the footer's slot starts at 168.
        #expect(all[8].frame == Rect(x: 4, y: 169, width: 312, height: 8))
        // The second section starts below the first footer: 40 + 128 + 10 = 178.
        #expect(all[9].frame == Rect(x: 4, y: 179, width: 312, height: 38))
        #expect(all[9].indexPath == IndexPath(item: 0, section: 1))
    }

    @Test func contentSizeHoldsTheLastFooterAndIsNotPaddedToTheWidth() throws {
        let layout = try ReferenceLayout(grid)
        let lastFooter = try #require(
            layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: IndexPath(item: 0, section: 1)))
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 356))
        #expect(lastFooter.frame.maxY <= layout.collectionViewContentSize.height)

        var short = grid
        short.sections = [Section(itemCount: 1)]
        #expect(try ReferenceLayout(short).collectionViewContentSize == Size(width: 320, height: 64))
    }

    @Test func zeroHeightMeansNoView() throws {
        var spec = grid
        spec.sections = [Section(itemCount: 3, headerHeight: 0, footerHeight: 10)]
        let layout = try ReferenceLayout(spec)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.elementCount == 4)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 2)
    }

    @Test func emptyCollectionHasNoContent() throws {
        var spec = grid
        spec.sections = []
        let layout = try ReferenceLayout(spec)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 0))
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 568)).isEmpty)
        #expect(layout.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
    }

    @Test func outOfRangeIndexPathsAreNil() throws {
        let layout = try ReferenceLayout(grid)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: -1)) == nil)
    }
}
