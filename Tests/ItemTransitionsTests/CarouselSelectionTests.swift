import ItemTransitions
import SwitchLayout
import Testing

@Suite("The carousel's centre cell")
struct CarouselSelectionTests {
    static let viewport = Rect(x: 1000, y: 0, width: 375, height: 240)

    /// The appearances the carousel sets at `time`.
    static func appearances(_ carousel: inout CarouselSelection, at time: Double) -> [IndexPath: ItemAppearance?] {
        var appearances: [IndexPath: ItemAppearance?] = [:]
        carousel.updateAppearances(at: time) { appearances[$0] = .some($1) }
        return appearances
    }

    @Test func scrollingStatesCountAsOne() {
        var carousel = CarouselSelection(selectedItem: IndexPath(item: 5, section: 0))
        carousel.change(to: .scrolling(animatesSelectionFrame: true), at: 0, centreItem: IndexPath(item: 5, section: 0))
        let frame = carousel.selectionFrame(at: 1, in: Self.viewport)
        let animatesToTap = carousel.change(
            to: .scrolling(animatesSelectionFrame: false), at: 1, centreItem: IndexPath(item: 6, section: 0))
        #expect(!animatesToTap)
        #expect(carousel.selectionFrame(at: 1.2, in: Self.viewport) == frame)
        #expect(carousel.selectedItem == IndexPath(item: 5, section: 0))
        let animatesBack = carousel.change(to: .scrolling(animatesSelectionFrame: true), at: 2, centreItem: nil)
        #expect(!animatesBack)
    }

    @Test func idleExpandsTheCentreCardAndShowsTheFrame() {
        var carousel = CarouselSelection(selectedItem: nil)
        carousel.change(to: .scrolling(animatesSelectionFrame: true), at: 0, centreItem: nil)
        #expect(carousel.selectionFrame(at: 0.15, in: Self.viewport).alpha == 0)
        #expect(carousel.selectionFrame(at: 0.15, in: Self.viewport).transform == 1.5)
        let centre = IndexPath(item: 7, section: 0)
        let animates = carousel.change(to: .idle, at: 1, centreItem: centre)
        #expect(animates)
        let halfway = Self.appearances(&carousel, at: 1.075)
        #expect(halfway.count == 1)
        let size = halfway[centre]??.contentSize
        #expect(size.map { $0.width > 250 && $0.width < 320 && $0.height > 150 && $0.height < 200 } == true)
        #expect(Self.appearances(&carousel, at: 1.15)[centre]??.contentSize == CarouselCentreCell.expandedCardSize)
        let frame = carousel.selectionFrame(at: 1.15, in: Self.viewport)
        #expect(frame.alpha == 1 && frame.transform == 1 && frame.zIndex == 1)
        #expect(frame.frame == Rect(x: 1017.5, y: 10, width: 340, height: 220))
    }

    @Test func aCollapsedCardGivesItsCellBack() {
        let selected = IndexPath(item: 2, section: 0)
        var carousel = CarouselSelection(selectedItem: selected)
        carousel.change(to: .scrolling(animatesSelectionFrame: false), at: 0, centreItem: selected)
        #expect(carousel.selectionFrame(at: 0.15, in: Self.viewport).transform == 1.15)
        #expect(Self.appearances(&carousel, at: 0.1)[selected] != nil)
        // At rest at the collapsed size: one last call with nil, then nothing.
        #expect(Self.appearances(&carousel, at: 0.15)[selected] == .some(nil))
        #expect(Self.appearances(&carousel, at: 0.2).isEmpty)
    }

    @Test func aChangeMidwayStartsFromWhereTheFrameIs() {
        var carousel = CarouselSelection(selectedItem: nil)
        carousel.change(to: .scrolling(animatesSelectionFrame: true), at: 0, centreItem: nil)
        let midway = carousel.selectionFrame(at: 0.05, in: Self.viewport)
        carousel.change(to: .idle, at: 0.05, centreItem: nil)
        #expect(carousel.selectionFrame(at: 0.05, in: Self.viewport) == midway)
    }
}
