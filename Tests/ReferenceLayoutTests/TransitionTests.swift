import ReferenceLayout
import SwitchLayout
import Testing

@Suite("The transition layout")
struct TransitionTests {
    let list = displaySwitcherSpec(.list)
    let grid = displaySwitcherSpec(.grid)

    @Test func framesInterpolateAndExtrapolatePerComponent() throws {
        let layout = try ReferenceLayout(list)
        try layout.startTransition(to: grid)
        let item = IndexPath(item: 4, section: 0)
        // Item 4: list (6, 350, 363, 74), grid (131, 177, 113, 159).
        for progress in [0.37, -0.5, 1.5] {
            try layout.setTransitionProgress(progress)
            let attributes = try #require(layout.layoutAttributesForItem(at: item))
            #expect(
                attributes.frame
                    == Rect(
                        x: 6 + 125 * progress, y: 350 - 173 * progress, width: 363 - 250 * progress,
                        height: 74 + 85 * progress))
            #expect(attributes.alpha == 1)
            #expect(attributes.transitionProgress == progress)
            #expect(attributes.nextLayoutCellFrame == Rect(x: 131, y: 177, width: 113, height: 159))
            #expect(attributes.layoutState == .grid)
        }
        #expect(layout.collectionViewContentSize.height == 860 + (684 - 860) * 1.5)
    }

    @Test func elementsInOneLayoutOnlyFadeInPlace() throws {
        var current = list
        current.sections = [Section(itemCount: 10, headerHeight: 50, footerHeight: 0)]
        var next = grid
        next.sections = [Section(itemCount: 10, headerHeight: 0, footerHeight: 30)]
        let layout = try ReferenceLayout(current)
        try layout.startTransition(to: next)
        #expect(layout.elementCount == 12)
        let section = IndexPath(item: 0, section: 0)
        for (progress, fadingOut, fadingIn) in [(0.25, 0.75, 0.25), (1.2, 0, 1), (-0.3, 1, 0)] {
            try layout.setTransitionProgress(progress)
            let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: section))
            let footer = try #require(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: section))
            #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 50))
            #expect(header.alpha == fadingOut)
            #expect(footer.frame == Rect(x: 0, y: 684, width: 375, height: 30))
            #expect(footer.alpha == fadingIn)
        }
        let flat = layout.layoutAttributesForElements(in: Rect(x: -1000, y: -1000, width: 5000, height: 5000))
        #expect(flat.first?.elementKind == .header)
        #expect(flat.last?.elementKind == .footer)
    }

    @Test func finishMakesTheDestinationCurrentAndCancelKeepsTheSource() throws {
        let layout = try ReferenceLayout(list)
        try layout.startTransition(to: grid)
        try layout.setTransitionProgress(0.5)
        layout.cancelTransition()
        #expect(layout.nextSpec == nil)
        #expect(layout.transitionProgress == 0)
        #expect(layout.collectionViewContentSize.height == 860)

        try layout.startTransition(to: grid)
        layout.finishTransition()
        #expect(layout.currentSpec == grid)
        #expect(layout.collectionViewContentSize.height == 684)
        #expect(throws: LayoutError.noTransitionInProgress) { try layout.setTransitionProgress(0.5) }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteProgressIsAnError(_ progress: Double) throws {
        let layout = try ReferenceLayout(list)
        try layout.startTransition(to: grid)
        #expect(throws: LayoutError.self) { try layout.setTransitionProgress(progress) }
        #expect(layout.transitionProgress == 0)
    }

    @Test func incompatibleLayoutsCannotTransition() throws {
        let layout = try ReferenceLayout(list)
        #expect(throws: LayoutError.incompatibleTransition(name: "sections[0].itemCount", current: "10", next: "11")) {
            try layout.startTransition(to: displaySwitcherSpec(.grid, items: 11))
        }
        var horizontal = grid
        horizontal.axis = .horizontal
        #expect(throws: LayoutError.incompatibleTransition(name: "axis", current: "vertical", next: "horizontal")) {
            try layout.startTransition(to: horizontal)
        }
        #expect(layout.nextSpec == nil)
    }
}
