import ItemTransitions
import LabSupport
import RunRecords
import SwitchLayout

// The item-transition phases (touch down, present, drag, tap, wait), frame by frame, and the
// reference mirror's share of every frame's item transitions.

extension FramePlayer.Playthrough {
    /// An item-transition phase: a frame every refresh interval from the clock on until the
    /// phase's animation is at rest. The first frame handles the event (a touch, a tap, a drag
    /// starting); every frame brings the item transitions to its time and asks for the visible
    /// elements.
    mutating func itemTransition(_ phase: ScenarioPhase, record: (FrameRecord) throws -> Void) throws {
        let player = self.player
        let startTime = clock
        let startOffset = contentOffset
        var duration = 0.0
        var target: Point?
        var tick = 0
        var isLast = false
        while !isLast {
            tick += 1
            let measurement = player.startMeasurement()
            if tick == 1 {
                (duration, target) = try Self.begin(
                    phase, kernel: &kernel, items: &items, visible: &attributes, contentOffset: startOffset,
                    viewport: viewport, at: startTime)
            }
            let elapsed = min(Double(tick) * player.frameInterval, duration)
            isLast = elapsed >= duration
            if let target {
                contentOffset = startOffset.interpolated(
                    to: target, progress: CubicBezier.easeInOut.value(at: elapsed / duration))
                if isLast {
                    items.changeScrolling(
                        to: .idle, kernel, centre: viewport.centre(at: contentOffset), at: startTime + elapsed)
                }
            }
            try items.update(
                &kernel, at: startTime + elapsed, contentOffset: contentOffset, viewportSize: viewport.size)
            kernel.layoutAttributesForElements(in: viewport.rect(at: contentOffset), into: &attributes)
            let cost = player.measured(since: measurement)
            var comparison = Agreement.Comparison()
            if var mirror = reference {
                if tick == 1 {
                    let (_, referenceTarget) = try Self.begin(
                        phase, kernel: &mirror, items: &referenceItems, visible: &referenceAttributes,
                        contentOffset: startOffset, viewport: viewport, at: startTime)
                    if let target, let referenceTarget { comparison.merge(Self.compare(target, referenceTarget)) }
                }
                let idle = ScrollingChange(state: .idle, contentOffset: contentOffset, time: startTime + elapsed)
                comparison.merge(
                    try mirrorItemTransitions(at: startTime + elapsed, scrolling: isLast && target != nil ? idle : nil))
                comparison.merge(verifyVisibleElements())
            }
            clock = startTime + elapsed
            try emit(
                progress: 0, visible: attributes.count, cost: cost, comparison: checked(comparison), outputBytes: 0,
                changesLayout: tick == 1 || isLast, record: record)
        }
    }

    /// Starts `phase` at `time` on `kernel`: returns how long it lasts, in seconds, and for a
    /// tap the content offset it scrolls to. `visible` is a buffer for a touch's rect query.
    static func begin<Layout: LayoutKernel>(
        _ phase: ScenarioPhase, kernel: inout Layout, items: inout ItemTransitionPlay,
        visible: inout [LayoutAttributes], contentOffset: Point, viewport: Viewport, at time: Double
    ) throws -> (duration: Double, target: Point?) {
        let centre = viewport.centre(at: contentOffset)
        switch phase {
        case .touchDown(let duration):
            kernel.layoutAttributesForElements(in: viewport.rect(at: contentOffset), into: &visible)
            try items.touchDown(
                amongVisible: visible, centre: centre, axis: kernel.currentSpec.axis, viewportSize: viewport.size,
                at: time)
            return (duration, nil)
        case .present:
            return (try items.present(kernel, contentOffset: contentOffset, at: time), nil)
        case let .drag(distance, duration):
            return (try items.drag(distance: distance, duration: duration, at: time), nil)
        case .tap(let cellOffset):
            guard let selected = items.carousel?.selectedItem else {
                throw FrameLabError("tap: no cell is selected to count cellOffset \(cellOffset) from")
            }
            let tapped = IndexPath(item: selected.item + cellOffset, section: selected.section)
            guard let cell = kernel.layoutAttributesForItem(at: tapped) else {
                throw FrameLabError(
                    "tap: cellOffset \(cellOffset) from item \(selected) names item \(tapped), which does not exist")
            }
            let axis = kernel.currentSpec.axis
            var offset = axis.vertical(contentOffset)
            offset.y = axis.vertical(cell.frame).midY - axis.vertical(viewport.size).height / 2
            let target = kernel.currentSpec.clampedContentOffset(
                axis.vertical(offset), contentSize: kernel.collectionViewContentSize, viewportSize: viewport.size)
            items.changeScrolling(to: .scrolling(animatesSelectionFrame: false), kernel, centre: centre, at: time)
            return (CarouselCentreCell.tapScrollDuration, target)
        case .wait(let duration):
            return (duration, nil)
        case .fling, .transition:
            preconditionFailure("not an item-transition phase: \(phase)")
        }
    }

    /// The reference mirror's item transitions at `time`, after a change of scrolling state if
    /// `scrolling` gives one (with the offset whose centre is hit-tested and its time), compared
    /// with the kernel's: overlays and the selected cell. Empty without a mirror or item
    /// transitions.
    mutating func mirrorItemTransitions(at time: Double, scrolling: ScrollingChange? = nil) throws
        -> Agreement.Comparison
    {
        guard var mirror = reference, items.isActive else { return Agreement.Comparison() }
        if let scrolling {
            referenceItems.changeScrolling(
                to: scrolling.state, mirror, centre: viewport.centre(at: scrolling.contentOffset), at: scrolling.time)
        }
        try referenceItems.update(&mirror, at: time, contentOffset: contentOffset, viewportSize: viewport.size)
        var comparison = Agreement.compare(items.overlays, referenceItems.overlays)
        if items.carousel?.selectedItem != referenceItems.carousel?.selectedItem { comparison.setMismatches += 1 }
        return comparison
    }
}
