import SwitchLayout

/// The App Store card expanding from its cell to the full screen, in
/// screen coordinates: the top on a spring whose damping and duration depend on how far the card
/// travels, the size and corner radius linearly in the first 60 % of the duration.
public struct CardPresentation: Hashable, Sendable {
    /// F0: the card's presentation frame when it was tapped (its frame scaled by the transform it
    /// showed), in screen coordinates, in points.
    public let sourceFrame: Rect
    /// The screen's size, in points.
    public let screenSize: Size
    /// ζ = 1 − 0.3 · d / e, in [0.7, 1].
    public let dampingRatio: Double
    /// T = 0.5 + 0.4 · d / S_h, in seconds: the spring settles then and the card is the screen.
    public let duration: Double
    /// The spring that moves the top: ratio ζ, settling in T.
    public let spring: Spring

    /// The presentation of a card tapped at `sourceFrame` (screen coordinates). Throws when the
    /// card is not at least partly on the screen, which is the only place it can be tapped.
    public init(sourceFrame: Rect, screenSize: Size) throws(LayoutError) {
        guard sourceFrame.maxY > 0, sourceFrame.minY < screenSize.height else {
            throw .invalidParameter(
                name: "card.minY", value: sourceFrame.minY,
                requirement: "such that the card is at least partly on the \(screenSize.height)-point screen")
        }
        self.sourceFrame = sourceFrame
        self.screenSize = screenSize
        let distance = abs(sourceFrame.minY)
        let extent = sourceFrame.minY < 0 ? sourceFrame.height : screenSize.height
        dampingRatio = 1 - 0.3 * distance / extent
        duration = 0.5 + 0.4 * distance / screenSize.height
        spring = Spring(dampingRatio: dampingRatio, settlingTime: duration)
    }

    /// The expanding card `elapsed` seconds after the tap, in screen coordinates: the screen
    /// itself, with square corners, from ``duration`` on.
    public func overlay(atElapsed elapsed: Double) -> Overlay {
        guard elapsed < duration else {
            return Overlay(name: AppStoreCard.overlayName, frame: Rect(origin: .zero, size: screenSize), zIndex: 1)
        }
        let top = sourceFrame.minY * (1 - spring.value(at: elapsed))
        let linear = min(1, max(0, elapsed) / (0.6 * duration))
        let width = sourceFrame.width + (screenSize.width - sourceFrame.width) * linear
        let height = sourceFrame.height + (screenSize.height - sourceFrame.height) * linear
        return Overlay(
            name: AppStoreCard.overlayName,
            frame: Rect(x: (screenSize.width - width) / 2, y: top, width: width, height: height),
            cornerRadius: AppStoreCard.cornerRadius * (1 - linear), zIndex: 1)
    }
}
