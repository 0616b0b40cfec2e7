import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

@Suite("README's example")
struct ReadmeExampleTests {
    @Test("Prepare a million items, start a switch, ask for a rect at a progress: the reference's answer")
    func example() throws {
        // README.md shows these lines; keep them the same.
        let sections = [Section(itemCount: 1_000_000)]
        let bounds = Size(width: 390, height: 844)
        let list = LayoutSpec(state: .list, boundsSize: bounds, columns: 1, staticCellHeight: 80, sections: sections)
        let grid = LayoutSpec(state: .grid, boundsSize: bounds, columns: 3, staticCellHeight: 165, sections: sections)
        var layout = try SIMDOptimizedLayout(list)  // prepare(): O(sections), at any item count
        try layout.startTransition(to: grid)  // the switch's first frame
        try layout.setTransitionProgress(0.37)  // each frame, from the animator's progress
        var visible: [LayoutAttributes] = []  // reused: no allocation per frame
        let rect = Rect(x: 0, y: 40_000_000, width: 390, height: 844)
        layout.layoutAttributesForElements(in: rect, into: &visible)

        let reference = try ReferenceLayout(list)
        try reference.startTransition(to: grid)
        try reference.setTransitionProgress(0.37)
        #expect(!visible.isEmpty)
        #expect(visible.map(\.indexPath) == reference.layoutAttributesForElements(in: rect).map(\.indexPath))
    }
}
