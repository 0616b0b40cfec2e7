import SwitchLayout

/// The figures of the App Store "Today" card (highlight, presentation, dismissal) and of its
/// interactive dismissal by a drag, in screen coordinates.
public enum AppStoreCard {
    /// The name of the expanding card's overlay.
    public static let overlayName = "card"
    /// The card's corner radius, in points.
    public static let cornerRadius = 16.0
    /// The scale of a card while a finger is on it.
    public static let highlightedTransform = 0.96
    /// The spring a highlight moves on, both ways: critically damped, settling in 0.5 s.
    public static let highlightSpring = Spring(dampingRatio: 1, settlingTime: 0.5)
    /// How far a drag goes, in points, for the dismissal progress to reach 1.
    public static let dismissalDragDistance = 100.0
    /// The scale of the presented card at dismissal progress 1.
    public static let shrunkTransform = 0.86
    /// Seconds a released drag takes to run back from progress 1 to 0 (lab's choice: linear).
    public static let reversalDuration = 0.3

    /// The dismissal progress p of a drag down by `distance` points: `distance / 100`, clamped
    /// to [0, 1].
    public static func dismissalProgress(forDragDistance distance: Double) -> Double {
        min(1, max(0, distance / dismissalDragDistance))
    }

    /// The presented card at dismissal progress `progress` on a screen of `screenSize`: the
    /// screen, scaled to 1 − 0.14 · p, corner radius 16 · p.
    public static func draggedOverlay(progress: Double, screenSize: Size) -> Overlay {
        Overlay(
            name: overlayName, frame: Rect(origin: .zero, size: screenSize),
            transform: 1 - (1 - shrunkTransform) * progress, cornerRadius: cornerRadius * progress, zIndex: 1)
    }

    /// The progress of a drag released at `progress`, `elapsed` seconds later: back to 0 at 1
    /// per ``reversalDuration`` seconds.
    public static func reversedProgress(from progress: Double, elapsed: Double) -> Double {
        max(0, progress - elapsed / reversalDuration)
    }
}
