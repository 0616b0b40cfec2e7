import ItemTransitions
import LabSupport
import SwitchLayout

/// The item transitions of one play of a scenario on one kernel: the App Store card once a
/// finger has touched one, the carousel's centre cell when the scenario selects it. Each frame
/// brings them to the frame's time: the animated cells' appearances go to the kernel
/// (`setAppearance(_:forItemAt:)`, O(1) each) and the overlays are computed. The player keeps
/// one for the kernel it measures and one for the reference mirror, each fed by its own kernel's
/// answers, so that the overlays are verified too.
struct ItemTransitionPlay {
    /// The touched card, from the first touch on.
    var card: CardInteraction?
    /// The carousel's selection, in a scenario that selects the centre cell.
    var carousel: CarouselSelection?
    /// The overlays of the last frame, in content coordinates, in z-index order.
    private(set) var overlays: [Overlay] = []

    /// No item transition, or, when the scenario selects the centre cell, a carousel at rest
    /// with the cell holding `centre` (content coordinates) selected.
    init<Kernel: LayoutKernel>(selectsCentreCell: Bool, kernel: Kernel, centre: Point) {
        carousel = selectsCentreCell ? CarouselSelection(selectedItem: kernel.indexPathForItem(at: centre)) : nil
        overlays.reserveCapacity(2)
    }

    /// Whether anything is animated item by item.
    var isActive: Bool { card != nil || carousel != nil }

    /// Brings the item transitions to `time` (seconds) with the content at `contentOffset`.
    mutating func update<Kernel: LayoutKernel>(
        _ kernel: inout Kernel, at time: Double, contentOffset: Point, viewportSize: Size
    ) throws {
        overlays.removeAll(keepingCapacity: true)
        // In place (`card!`, `carousel!`): a copy would share the carousel's array of cards, and
        // the next change to it would allocate.
        if let item = card?.item {
            let (appearance, overlay) = card!.update(at: time) {
                kernel.layoutAttributesForItem(at: item)!.frame.offset(by: -contentOffset)
            }
            try kernel.setAppearance(appearance, forItemAt: item)
            if var overlay {
                overlay.frame = overlay.frame.offset(by: contentOffset)
                overlays.append(overlay)
            }
        }
        if carousel != nil {
            try carousel!.updateAppearances(at: time) { try kernel.setAppearance($1, forItemAt: $0) }
            overlays.append(carousel!.selectionFrame(at: time, in: Rect(origin: contentOffset, size: viewportSize)))
        }
    }

    /// A finger comes down at `time` on the cell among `visible` whose centre is nearest the
    /// viewport's centre along the scroll axis (the lower index on a tie). Throws when no cell
    /// is visible.
    mutating func touchDown(
        amongVisible visible: [LayoutAttributes], centre: Point, axis: Axis, viewportSize: Size, at time: Double
    ) throws {
        var nearest: (distance: Double, indexPath: IndexPath)?
        for element in visible where element.elementKind == .cell {
            let distance = abs(axis.vertical(element.frame).midY - axis.vertical(centre).y)
            if distance < nearest?.distance ?? .infinity { nearest = (distance, element.indexPath) }
        }
        guard let nearest else { throw FrameLabError("touchDown: no card is visible to touch") }
        if card?.item != nearest.indexPath {
            card = CardInteraction(item: nearest.indexPath, screenSize: viewportSize)
        }
        card?.setHighlighted(true, at: time)
    }

    /// The touched card is tapped at `time`: returns the seconds until it is presented.
    mutating func present<Kernel: LayoutKernel>(_ kernel: Kernel, contentOffset: Point, at time: Double) throws
        -> Double
    {
        guard var card else { throw FrameLabError("present: no card has been touched (add a touchDown phase first)") }
        let frame = kernel.layoutAttributesForItem(at: card.item)!.frame.offset(by: -contentOffset)
        let duration = try card.present(cellFrame: frame, at: time)
        self.card = card
        return duration
    }

    /// A drag on the presented card starts at `time`: returns the seconds until the card is at
    /// rest.
    mutating func drag(distance: Double, duration: Double, at time: Double) throws -> Double {
        guard var card else {
            throw FrameLabError("drag: no card is presented (add touchDown and present phases first)")
        }
        let restTime = try card.drag(distance: distance, duration: duration, at: time)
        self.card = card
        return restTime
    }

    /// The carousel's scrolling state changes at `time`, the centre hit-tested on `kernel`.
    mutating func changeScrolling<Kernel: LayoutKernel>(
        to state: ScrollingState, _ kernel: Kernel, centre: Point, at time: Double
    ) {
        carousel?.change(to: state, at: time, centreItem: kernel.indexPathForItem(at: centre))
    }
}
