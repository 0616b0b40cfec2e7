import SwitchLayout

/// The figures of the carousel whose centre cell grows when scrolling stops: the card each cell
/// shows, the selection frame around the viewport's centre, and how
/// both animate when the scrolling state changes.
public enum CarouselCentreCell {
    /// The card a cell shows, centred in its slot, in points.
    public static let collapsedCardSize = Size(width: 250, height: 150)
    /// The selected cell's card once scrolling has stopped, in points.
    public static let expandedCardSize = Size(width: 320, height: 200)
    /// The selection frame's size, centred in the viewport, in points.
    public static let selectionFrameSize = Size(width: 340, height: 220)
    /// The name of the selection frame's overlay.
    public static let selectionFrameName = "selection-frame"
    /// Seconds every change of state animates for, ease-in-ease-out.
    public static let changeDuration = 0.15
    /// Seconds a tapped cell takes to scroll to the centre, ease-in-ease-out (lab's choice).
    public static let tapScrollDuration = 0.3

    /// The selection frame's alpha and transform in `state`.
    public static func selectionFrame(in state: ScrollingState) -> (alpha: Double, transform: Double) {
        switch state {
        case .idle: (1, 1)
        case .scrolling(animatesSelectionFrame: true): (0, 1.5)
        case .scrolling(animatesSelectionFrame: false): (1, 1.15)
        }
    }
}

/// The carousel's scrolling state, as the article defines it.
public enum ScrollingState: Hashable, Sendable {
    /// Nothing moves: the centre cell is expanded.
    case idle
    /// A drag or a deceleration (`true`), or a scroll to a tapped cell (`false`).
    case scrolling(animatesSelectionFrame: Bool)

    /// Whether going from `self` to `other` animates something: `scrolling(true)` and
    /// `scrolling(false)` count as the same state (the article's `==`).
    public func differs(from other: ScrollingState) -> Bool {
        switch (self, other) {
        case (.idle, .idle), (.scrolling, .scrolling): false
        default: true
        }
    }
}
