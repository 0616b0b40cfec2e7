import SwitchLayout

/// The App Store card going back into its cell once dismissed, in screen coordinates:
/// frame, transform and corner radius all move on one spring (ζ 0.7, settling in 0.6 s) from the
/// overlay as it was when the dismissal started.
public struct CardDismissal: Hashable, Sendable {
    /// The overlay when the dismissal started (the screen, shrunk by the drag), screen coordinates.
    public let start: Overlay
    /// F1: the cell's frame without transform, in screen coordinates, in points.
    public let destinationFrame: Rect

    /// The spring every component moves on.
    public static let spring = Spring(dampingRatio: 0.7, settlingTime: 0.6)

    /// A dismissal from `start` into the cell at `destinationFrame` (screen coordinates).
    public init(from start: Overlay, to destinationFrame: Rect) {
        self.start = start
        self.destinationFrame = destinationFrame
    }

    /// The seconds until the card is back in its cell and the overlay goes: the spring's settling time.
    public var duration: Double { Self.spring.settlingTime }

    /// The card `elapsed` seconds into the dismissal, in screen coordinates; exactly the cell's
    /// frame, untransformed, with the card's corner radius, from ``duration`` on.
    public func overlay(atElapsed elapsed: Double) -> Overlay {
        let progress = elapsed >= duration ? 1 : Self.spring.value(at: elapsed)
        func mix(_ from: Double, _ to: Double) -> Double { progress == 1 ? to : from + (to - from) * progress }
        return Overlay(
            name: start.name, frame: start.frame.interpolated(to: destinationFrame, progress: progress),
            alpha: start.alpha, transform: mix(start.transform, 1),
            cornerRadius: mix(start.cornerRadius, AppStoreCard.cornerRadius), zIndex: start.zIndex)
    }
}
