import CachedLayout
import PropertyBased
import ReferenceLayout
import SwitchLayout
import TestSupport
import Testing

@Suite("The cached peer agrees with the reference")
struct CachedDifferentialTests {
    @Test func cachedAgreesOnRandomTransitions() async {
        await propertyCheck(count: 1000, input: Gen.transitionCase) { transition in
            try expectAgreementThroughout(CachedLayout.self, transition)
        }
    }

    /// A hundred thousand self-sizing items in a 3-column grid, whose rows end at different
    /// places: the search must not stop at a short cell when a taller one of its row still
    /// reaches into the rect.
    @Test func selfSizingRowsAreSearchedCorrectly() throws {
        var heights = (0..<100_000).map { Double(44 + ($0 * 7919) % 157) }
        heights[30_001] = 900
        let spec = LayoutSpec(
            state: .grid, boundsSize: Size(width: 390, height: 844), columns: 3, staticCellHeight: 80,
            itemHeights: heights, sections: [Section(itemCount: 100_000, headerHeight: 40, footerHeight: 20)])
        let cached = try CachedLayout(spec)
        let reference = try ReferenceLayout(spec)
        let tall = try #require(reference.layoutAttributesForItem(at: IndexPath(item: 30_001, section: 0))).frame
        // A rect below the short cells of the tall cell's row but inside the tall cell.
        let rect = Rect(x: 0, y: tall.maxY - 10, width: 390, height: 5)
        #expect(cached.layoutAttributesForElements(in: rect) == reference.layoutAttributesForElements(in: rect))
        #expect(cached.layoutAttributesForElements(in: rect).contains { $0.indexPath.item == 30_001 })
        let point = Point(x: tall.midX, y: tall.maxY - 1)
        #expect(cached.indexPathForItem(at: point) == IndexPath(item: 30_001, section: 0))
        for top in stride(from: tall.minY - 2_000, to: tall.maxY + 2_000, by: 97) {
            let band = Rect(x: 0, y: top, width: 390, height: 300)
            #expect(cached.layoutAttributesForElements(in: band) == reference.layoutAttributesForElements(in: band))
        }
    }

    @Test func aSpringOvershootIsAnsweredByTheFallback() throws {
        let list = LayoutSpec(
            state: .list, boundsSize: Size(width: 390, height: 844), columns: 1, staticCellHeight: 80,
            sections: [Section(itemCount: 5_000, headerHeight: 30)])
        var grid = list
        grid.state = .grid
        grid.columns = 3
        grid.sections = [Section(itemCount: 5_000, footerHeight: 50)]
        let cached = try CachedLayout(list)
        let reference = try ReferenceLayout(list)
        try cached.startTransition(to: grid)
        try reference.startTransition(to: grid)
        for progress in [1.12, -0.08, 0.5] {
            try cached.setTransitionProgress(progress)
            try reference.setTransitionProgress(progress)
            expectAgreement(cached, reference)
        }
    }
}
