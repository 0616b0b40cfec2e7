import SwitchLayout

/// One App Store card through its whole interaction, in screen
/// coordinates: highlighted under a finger, presented to the full screen, dragged to shrink,
/// run back or dismissed into its cell. Events arrive with their time on the scenario's clock;
/// ``update(at:cellFrame:)`` gives the card's cell appearance and overlay at any later time.
public struct CardInteraction: Sendable {
    /// Where the card is in its interaction.
    public enum Stage: Sendable {
        /// In the feed, perhaps highlighted.
        case inFeed
        /// Expanding since `startTime`.
        case presenting(CardPresentation, startTime: Double)
        /// Dragged down by `distance` points over `duration` seconds since `startTime`.
        case dragging(distance: Double, duration: Double, startTime: Double)
        /// Released at dismissal progress `progress` at `startTime`, running back to 0.
        case reversing(progress: Double, startTime: Double)
        /// Going back into its cell since `startTime`.
        case dismissing(CardDismissal, startTime: Double)
        /// Full screen, at rest.
        case presented
    }

    /// The card's cell.
    public let item: IndexPath
    /// The screen's size, in points.
    public let screenSize: Size
    /// Where the card is.
    public private(set) var stage = Stage.inFeed
    /// The cell's scale: the highlight and its release.
    private var highlight = ValueAnimation.constant(1)

    /// The card of the cell at `item` on a screen of `screenSize`, in the feed.
    public init(item: IndexPath, screenSize: Size) {
        self.item = item
        self.screenSize = screenSize
    }

    /// A finger comes down on the card (`true`) or leaves it (`false`) at `time`: the cell
    /// scales to 0.96, or back to 1, on the highlight spring from where it is.
    public mutating func setHighlighted(_ highlighted: Bool, at time: Double) {
        let spring = AppStoreCard.highlightSpring
        highlight = highlight.retargeted(
            to: highlighted ? AppStoreCard.highlightedTransform : 1, at: time, curve: .spring(spring),
            duration: spring.settlingTime)
    }

    /// The cell's scale at `time`.
    public func cellTransform(at time: Double) -> Double { highlight.value(at: time) }

    /// The card is tapped at `time` while its cell's untransformed frame is `cellFrame` (screen
    /// coordinates): it expands from its presentation frame. Returns the seconds until it is
    /// presented. Throws when the card is not in the feed or not on the screen.
    public mutating func present(cellFrame: Rect, at time: Double) throws(LayoutError) -> Double {
        guard case .inFeed = stage else {
            throw .invalidParameter(name: "present", value: time, requirement: "a card in the feed")
        }
        let presentation = try CardPresentation(
            sourceFrame: cellFrame.scaled(by: cellTransform(at: time)), screenSize: screenSize)
        // Hidden while presented, the cell comes back untransformed (lab's choice).
        highlight = .constant(1)
        stage = .presenting(presentation, startTime: time)
        return presentation.duration
    }

    /// A drag down by `distance` points over `duration` seconds starts at `time` on the
    /// presented card, and is released at its end. Returns the seconds until the card is at rest
    /// again: presented after running back, or back in its cell once the drag reached 100 points
    /// and the dismissal spring has settled. Throws when no card is presented, or for a
    /// negative or non-finite distance or duration.
    public mutating func drag(distance: Double, duration: Double, at time: Double) throws(LayoutError) -> Double {
        guard case .presented = stage else {
            throw .invalidParameter(name: "drag.time", value: time, requirement: "a time when a card is presented")
        }
        guard distance.isFinite, distance >= 0 else {
            throw .invalidParameter(name: "drag.distance", value: distance, requirement: "finite and non-negative")
        }
        guard duration.isFinite, duration > 0 else {
            throw .invalidParameter(name: "drag.duration", value: duration, requirement: "positive and finite")
        }
        stage = .dragging(distance: distance, duration: duration, startTime: time)
        if distance >= AppStoreCard.dismissalDragDistance {
            return duration * AppStoreCard.dismissalDragDistance / distance + CardDismissal.spring.settlingTime
        }
        return duration + AppStoreCard.dismissalProgress(forDragDistance: distance) * AppStoreCard.reversalDuration
    }

    /// The card at `time`: the appearance of its cell (`nil`: the layout's own) and the overlay
    /// of the expanding card, if any, in screen coordinates. `cellFrame` gives the cell's
    /// untransformed frame in screen coordinates, asked for when a dismissal starts. Moves
    /// through the stages as their animations end; times must not go back.
    public mutating func update(at time: Double, cellFrame: () -> Rect) -> (cell: ItemAppearance?, overlay: Overlay?) {
        while true {
            switch stage {
            case .inFeed:
                let transform = cellTransform(at: time)
                return (
                    transform == 1 && highlight.isFinished(at: time) ? nil : ItemAppearance(transform: transform), nil
                )
            case let .presenting(presentation, startTime):
                if time.hasReached(startTime + presentation.duration) {
                    stage = .presented
                    continue
                }
                return (Self.hidden, presentation.overlay(atElapsed: time - startTime))
            case .presented:
                return (Self.hidden, AppStoreCard.draggedOverlay(progress: 0, screenSize: screenSize))
            case let .dragging(distance, duration, startTime):
                let dismissalTime =
                    distance >= AppStoreCard.dismissalDragDistance
                    ? startTime + duration * AppStoreCard.dismissalDragDistance / distance : .infinity
                if time.hasReached(dismissalTime) {
                    let start = AppStoreCard.draggedOverlay(progress: 1, screenSize: screenSize)
                    stage = .dismissing(CardDismissal(from: start, to: cellFrame()), startTime: dismissalTime)
                    continue
                }
                let dragged = distance * min(1, (time - startTime) / duration)
                let progress = AppStoreCard.dismissalProgress(forDragDistance: dragged)
                if time.hasReached(startTime + duration) {
                    stage = .reversing(progress: progress, startTime: startTime + duration)
                    continue
                }
                return (Self.hidden, AppStoreCard.draggedOverlay(progress: progress, screenSize: screenSize))
            case let .reversing(progress, startTime):
                let current = AppStoreCard.reversedProgress(from: progress, elapsed: time - startTime)
                if current == 0 || time.hasReached(startTime + progress * AppStoreCard.reversalDuration) {
                    stage = .presented
                    continue
                }
                return (Self.hidden, AppStoreCard.draggedOverlay(progress: current, screenSize: screenSize))
            case let .dismissing(dismissal, startTime):
                if time.hasReached(startTime + dismissal.duration) {
                    stage = .inFeed
                    continue
                }
                return (Self.hidden, dismissal.overlay(atElapsed: time - startTime))
            }
        }
    }

    /// A cell whose card is presented: hidden.
    private static let hidden = ItemAppearance(alpha: 0)
}
