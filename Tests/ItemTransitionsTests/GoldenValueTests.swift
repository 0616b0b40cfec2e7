import ItemTransitions
import SwitchLayout
import Testing

/// Golden values of the App Store card, computed from its figures apart from the code, to 1e-6.
@Suite("The App Store card's golden values")
struct GoldenValueTests {
    static let screen = Size(width: 375, height: 812)

    /// The feed's card (335 × 402, 20 pt from the left) at untransformed top `y`, highlighted to 0.96.
    static func presentation(cardTop y: Double) throws -> CardPresentation {
        try CardPresentation(
            sourceFrame: Rect(x: 20, y: y, width: 335, height: 402).scaled(by: 0.96), screenSize: screen)
    }

    static func expect(_ value: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(value - expected) <= 1e-6, "\(value) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aCardAt200() throws {
        let card = try Self.presentation(cardTop: 200)
        for (value, expected) in zip(
            [
                card.sourceFrame.origin.x, card.sourceFrame.origin.y, card.sourceFrame.size.width,
                card.sourceFrame.size.height,
            ],
            [26.7, 208.04, 321.6, 385.92])
        {
            Self.expect(value, expected)
        }
        Self.expect(card.dampingRatio, 0.923137931)
        Self.expect(card.duration, 0.602482759)
        Self.expect(card.spring.response, 0.444392833)
        let rows:
            [(time: Double, spring: Double, top: Double, width: Double, height: Double, x: Double, corner: Double)] = [
                (0.1, 0.431272161, 118.318140, 336.372207, 503.787827, 19.313897, 11.573871),
                (0.3 * card.duration, 0.758785802, 50.182202, 348.3, 598.96, 13.35, 8),
                (0.6 * card.duration, 0.983630793, 3.405450, 375, 812, 0, 0),
            ]
        for row in rows {
            let overlay = card.overlay(atElapsed: row.time)
            Self.expect(card.spring.value(at: row.time), row.spring)
            Self.expect(overlay.frame.origin.y, row.top)
            Self.expect(overlay.frame.size.width, row.width)
            Self.expect(overlay.frame.size.height, row.height)
            Self.expect(overlay.frame.origin.x, row.x)
            Self.expect(overlay.cornerRadius, row.corner)
            #expect(overlay.transform == 1 && overlay.zIndex == 1 && overlay.alpha == 1)
        }
    }

    @Test func aCardPartlyAboveTheScreen() throws {
        let card = try Self.presentation(cardTop: -100)
        Self.expect(card.sourceFrame.origin.y, -91.96)
        Self.expect(card.dampingRatio, 0.928513682)
        Self.expect(card.duration, 0.545300493)
        Self.expect(card.overlay(atElapsed: 0.1).frame.origin.y, -47.652562)
    }

    @Test func aCardAtTheTop() throws {
        let card = try Self.presentation(cardTop: 0)
        Self.expect(abs(card.sourceFrame.minY), 8.04)
        Self.expect(card.dampingRatio, 0.997029557)
        Self.expect(card.duration, 0.503960591)
    }

    @Test func theDismissalSpring() {
        let spring = CardDismissal.spring
        Self.expect(spring.response, 0.364271408)
        Self.expect(spring.value(at: 0.1), 0.624205869)
        Self.expect(spring.value(at: 0.3), 1.036505337)
        Self.expect(spring.settlingTime, 0.6)
    }

    @Test func theHighlightSpring() {
        let spring = AppStoreCard.highlightSpring
        Self.expect(spring.response, 0.340241739)
        Self.expect(spring.value(at: 0.1), 0.550908374)
        Self.expect(spring.settlingTime, 0.5)
    }
}
