import ItemTransitions
import PropertyBased
import SwitchLayout
import Testing

@Suite("The App Store card")
struct CardPropertyTests {
    static let screen = Size(width: 375, height: 812)

    @Test func thePresentedCardConvergesToTheScreen() async {
        await propertyCheck(count: 500, input: Gen.double(in: -380...800)) { top in
            let card = try CardPresentation(
                sourceFrame: Rect(x: 20, y: top, width: 335, height: 402).scaled(by: 0.96), screenSize: Self.screen)
            #expect((0.7...1).contains(card.dampingRatio))
            // Within the spring's rest threshold of 0 just before T, exactly the screen from T on.
            let late = card.overlay(atElapsed: card.duration * (1 - 1e-7))
            #expect(abs(late.frame.minY) <= 1.001 * Spring.restThreshold * abs(card.sourceFrame.minY))
            #expect(late.frame.size == Self.screen)
            let end = card.overlay(atElapsed: card.duration)
            #expect(end.frame == Rect(origin: .zero, size: Self.screen) && end.cornerRadius == 0)
        }
    }

    @Test func aCardOffTheScreenCannotBeTapped() {
        for top in [-402.0, 812, 5000] {
            #expect(throws: LayoutError.self) {
                try CardPresentation(sourceFrame: Rect(x: 20, y: top, width: 335, height: 402), screenSize: Self.screen)
            }
        }
    }

    @Test func dragProgressClampsToTheUnitInterval() async {
        await propertyCheck(count: 500, input: Gen.double(in: -1000...1000)) { distance in
            let progress = AppStoreCard.dismissalProgress(forDragDistance: distance)
            #expect((0...1).contains(progress))
            let overlay = AppStoreCard.draggedOverlay(progress: progress, screenSize: Self.screen)
            #expect((0.86...1).contains(overlay.transform) && (0...16).contains(overlay.cornerRadius))
        }
    }

    /// A card touched, presented and dragged by `distance` points over 0.25 s.
    static func draggedCard(distance: Double) throws -> (card: CardInteraction, restTime: Double) {
        var card = CardInteraction(item: IndexPath(item: 3, section: 0), screenSize: screen)
        card.setHighlighted(true, at: 0)
        let presentation = try card.present(cellFrame: Rect(x: 20, y: 200, width: 335, height: 402), at: 0.5)
        _ = card.update(at: 0.5 + presentation) { .zero }
        let restTime = try card.drag(distance: distance, duration: 0.25, at: 2)
        return (card, 2 + restTime)
    }

    @Test func aReleasedDragRunsBackToProgressZero() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0..<100)) { distance in
            var (card, restTime) = try Self.draggedCard(distance: distance)
            let released = card.update(at: 2.25) { .zero }.overlay!
            #expect(abs(released.transform - (1 - 0.14 * distance / 100)) < 1e-12)
            let rest = card.update(at: restTime) { .zero }
            #expect(rest.overlay == AppStoreCard.draggedOverlay(progress: 0, screenSize: Self.screen))
            #expect(rest.cell?.alpha == 0)
            guard case .presented = card.stage else {
                Issue.record("not presented at rest: \(card.stage)")
                return
            }
        }
    }

    @Test func aDragOf100PointsDismissesIntoTheCell() throws {
        let cellFrame = Rect(x: 20, y: 300, width: 335, height: 402)
        var (card, restTime) = try Self.draggedCard(distance: 100)
        let start = card.update(at: 2.25) { cellFrame }
        #expect(start.overlay?.transform == 0.86 && start.overlay?.cornerRadius == 16)
        let ending = try #require(card.update(at: restTime - 1e-6) { cellFrame }.overlay)
        #expect(Agreement.frameError(ending.frame, cellFrame) < 0.001 * 812)
        let rest = card.update(at: restTime) { cellFrame }
        #expect(rest.overlay == nil && rest.cell == nil)
    }

    @Test func badInputIsATypedErrorNamingIt() throws {
        var card = CardInteraction(item: IndexPath(item: 0, section: 0), screenSize: Self.screen)
        #expect(throws: LayoutError.self) { try card.drag(distance: 50, duration: 0.2, at: 0) }
        var (presented, _) = try Self.draggedCard(distance: 0)
        _ = presented.update(at: 10) { .zero }
        #expect(
            throws: LayoutError.invalidParameter(name: "drag.duration", value: -1, requirement: "positive and finite")
        ) {
            try presented.drag(distance: 50, duration: -1, at: 10)
        }
        #expect(
            throws: LayoutError.invalidParameter(
                name: "drag.distance", value: -5, requirement: "finite and non-negative")
        ) {
            try presented.drag(distance: -5, duration: 1, at: 10)
        }
        _ = card
    }

    @Test func aHighlightReleasedMidwayDoesNotJump() {
        var card = CardInteraction(item: IndexPath(item: 0, section: 0), screenSize: Self.screen)
        card.setHighlighted(true, at: 0)
        let midway = card.cellTransform(at: 0.1)
        card.setHighlighted(false, at: 0.1)
        #expect(card.cellTransform(at: 0.1) == midway)
        #expect(card.cellTransform(at: 0.6) == 1)
    }
}
