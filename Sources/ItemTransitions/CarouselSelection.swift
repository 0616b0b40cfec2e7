import SwitchLayout

/// The carousel's centre cell and selection frame over time: on every
/// change of scrolling state, the cell at the viewport's centre expands (idle) or collapses
/// (scrolling) and the selection frame fades and scales, each over 0.15 s ease-in-ease-out from
/// where it is. Only the animated cards have an appearance of their own.
public struct CarouselSelection: Sendable {
    /// The current scrolling state.
    public private(set) var state: ScrollingState
    /// The selected cell: the one whose slot held the viewport's centre at the last change of state.
    public private(set) var selectedItem: IndexPath?
    private var frameAlpha: ValueAnimation
    private var frameTransform: ValueAnimation
    /// The cards not at their collapsed size, or moving: width and height, in points.
    private var cards: [(indexPath: IndexPath, width: ValueAnimation, height: ValueAnimation)] = []

    /// A carousel at rest, idle, with the card of `selectedItem` (the cell at the viewport's
    /// centre), if any, expanded.
    public init(selectedItem: IndexPath?) {
        state = .idle
        self.selectedItem = selectedItem
        let frame = CarouselCentreCell.selectionFrame(in: .idle)
        frameAlpha = .constant(frame.alpha)
        frameTransform = .constant(frame.transform)
        cards.reserveCapacity(4)
        if let selectedItem {
            let expanded = CarouselCentreCell.expandedCardSize
            cards.append((selectedItem, .constant(expanded.width), .constant(expanded.height)))
        }
    }

    /// Moves to `state` at `time` (seconds), `centreItem` being the cell whose slot holds the
    /// viewport's centre then (`indexPathForItem(at:)`), if any. Returns whether anything
    /// animates: nothing does between the two scrolling states.
    @discardableResult
    public mutating func change(to newState: ScrollingState, at time: Double, centreItem: IndexPath?) -> Bool {
        guard newState.differs(from: state) else {
            state = newState
            return false
        }
        state = newState
        selectedItem = centreItem
        let ease = TimingCurve.easeInOut
        let duration = CarouselCentreCell.changeDuration
        let frame = CarouselCentreCell.selectionFrame(in: newState)
        frameAlpha = frameAlpha.retargeted(to: frame.alpha, at: time, curve: ease, duration: duration)
        frameTransform = frameTransform.retargeted(to: frame.transform, at: time, curve: ease, duration: duration)
        let collapsed = CarouselCentreCell.collapsedCardSize
        let expanded = CarouselCentreCell.expandedCardSize
        for index in cards.indices {
            cards[index].width = cards[index].width.retargeted(
                to: collapsed.width, at: time, curve: ease, duration: duration)
            cards[index].height = cards[index].height.retargeted(
                to: collapsed.height, at: time, curve: ease, duration: duration)
        }
        if newState == .idle, let centreItem {
            let index =
                cards.firstIndex { $0.indexPath == centreItem }
                ?? {
                    cards.append((centreItem, .constant(collapsed.width), .constant(collapsed.height)))
                    return cards.count - 1
                }()
            cards[index].width = cards[index].width.retargeted(
                to: expanded.width, at: time, curve: ease, duration: duration)
            cards[index].height = cards[index].height.retargeted(
                to: expanded.height, at: time, curve: ease, duration: duration)
        }
        return true
    }

    /// Calls `body` with every cell whose card is animated or expanded at `time` and its
    /// appearance (its card's size), and with `nil` for a card back at its collapsed size, which
    /// is then forgotten: the calls a collection view makes to `setAppearance(_:forItemAt:)`.
    public mutating func updateAppearances(
        at time: Double, _ body: (IndexPath, ItemAppearance?) throws -> Void
    ) rethrows {
        let collapsed = CarouselCentreCell.collapsedCardSize
        var index = 0
        while index < cards.count {
            let card = cards[index]
            let size = Size(width: card.width.value(at: time), height: card.height.value(at: time))
            if size == collapsed && card.width.isFinished(at: time) && card.height.isFinished(at: time) {
                try body(card.indexPath, nil)
                cards.remove(at: index)
            } else {
                try body(card.indexPath, ItemAppearance(contentSize: size))
                index += 1
            }
        }
    }

    /// The selection frame at `time`, centred in `viewport` (content coordinates).
    public func selectionFrame(at time: Double, in viewport: Rect) -> Overlay {
        let size = CarouselCentreCell.selectionFrameSize
        return Overlay(
            name: CarouselCentreCell.selectionFrameName,
            frame: Rect(
                x: viewport.midX - size.width / 2, y: viewport.midY - size.height / 2, width: size.width,
                height: size.height),
            alpha: frameAlpha.value(at: time), transform: frameTransform.value(at: time), zIndex: 1)
    }
}
