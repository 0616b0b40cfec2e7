import LayoutDriver
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

@Suite("README's example")
struct ReadmeExampleTests {
    @Test("A million items, a switch started, a frame at a progress, the end: the reference's answers")
    func example() throws {
        // README.md shows these lines; keep them the same.
        let sections = [Section(itemCount: 1_000_000)]
        let bounds = Size(width: 390, height: 844)
        let list = LayoutSpec(state: .list, boundsSize: bounds, columns: 1, staticCellHeight: 80, sections: sections)
        let grid = LayoutSpec(state: .grid, boundsSize: bounds, columns: 3, staticCellHeight: 165, sections: sections)
        var driver = try CollectionViewLayoutDriver<SIMDOptimizedLayout>(list: list, grid: grid)  // O(sections)
        try driver.startTransition(to: .grid, contentOffset: Point(x: 0, y: 40_000_000))  // the switch's first frame
        try driver.setTransitionProgress(0.37)  // each frame, from the gesture or the animator
        let offset = driver.transitionContentOffset!  // the collection view's contentOffset in this frame
        let visible = driver.layoutAttributesForElements(in: Rect(origin: offset, size: bounds))  // no allocation
        let target = try driver.finishTransition()  // where the grid scrolls to

        let reference = try ReferenceLayout(list)
        try reference.startTransition(to: grid)
        let expectedTarget = reference.targetContentOffset(
            forProposedContentOffset: Point(x: 0, y: 40_000_000), viewportSize: bounds, mapping: .anchored)
        try reference.setTransitionProgress(0.37)
        let rect = Rect(origin: offset, size: bounds)
        #expect(!visible.isEmpty)
        #expect(Agreement.compare(visible, reference.layoutAttributesForElements(in: rect), in: rect).agrees)
        #expect(abs(target.y - expectedTarget.y) <= Agreement.frameTolerance && target.x == expectedTarget.x)
    }
}
