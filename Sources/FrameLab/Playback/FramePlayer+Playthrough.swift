import ReferenceLayout
import SwitchLayout

extension FramePlayer {
    /// The state of one play of the scenario: the layout (and its reference mirror), the content
    /// offset, the reused buffers and the frame count.
    struct Playthrough {
        let player: FramePlayer
        let repetition: Int
        /// The scenario's viewport.
        let viewport: Viewport
        var kernel: Kernel
        /// The spec of every display state the scenario shows, built once, so that a transition
        /// starts with the very spec the kernel prefetched.
        let specs: [LayoutState: LayoutSpec]
        var reference: ReferenceLayout?
        var state: LayoutState
        var contentOffset: Point
        var frame = 0
        var attributes: [LayoutAttributes] = []
        var referenceAttributes: [LayoutAttributes] = []
        var frames = ElementFrames()
        var referenceFrames = ElementFrames()
        /// The time of the last frame, in seconds since the first.
        var clock = 0.0
        /// The item transitions on `kernel`, and on the reference mirror.
        var items: ItemTransitionPlay
        var referenceItems: ItemTransitionPlay
        /// The time of the frame to keep as ``snapshot``, in seconds (`framelab frame`).
        var snapshotTime = Double.infinity
        /// The first frame at or after ``snapshotTime``, once played.
        var snapshot: FrameSnapshot?

        init(player: FramePlayer, repetition: Int) throws {
            self.player = player
            self.repetition = repetition
            let scenario = player.scenario
            viewport = Viewport(size: scenario.viewportSize)
            state = scenario.initialState
            var destinations: Set<LayoutState> = []
            for case let .transition(destination, _, _, _, _) in scenario.phases {
                destinations.insert(destination)
            }
            var specs: [LayoutState: LayoutSpec] = [:]
            for displayState in destinations.union([state]) {
                specs[displayState] = try scenario.spec(for: displayState, items: player.items)
            }
            self.specs = specs
            let spec = specs[state]!
            kernel = try Kernel(spec)
            // The destinations are prepared at load, as the heights arrive; a kernel that prepares
            // in the switch's first frame ignores this.
            for destination in destinations {
                try kernel.prefetchTransition(to: specs[destination]!)
            }
            reference = player.verification == .none ? nil : try ReferenceLayout(spec)
            attributes.reserveCapacity(4096)
            contentOffset = spec.clampedContentOffset(
                Self.slotOffset(of: scenario.initialPosition.item(in: spec.itemCount), in: spec, kernel: kernel),
                contentSize: kernel.collectionViewContentSize, viewportSize: viewport.size)
            let centre = viewport.centre(at: contentOffset)
            items = ItemTransitionPlay(selectsCentreCell: scenario.selectsCentreCell, kernel: kernel, centre: centre)
            referenceItems =
                if let reference {
                    ItemTransitionPlay(selectsCentreCell: scenario.selectsCentreCell, kernel: reference, centre: centre)
                } else {
                    ItemTransitionPlay(selectsCentreCell: false, kernel: kernel, centre: centre)
                }
        }

        /// The content offset that puts the slot of flat item `item` at the top of the visible
        /// area, in points.
        static func slotOffset(of item: Int, in spec: LayoutSpec, kernel: Kernel) -> Point {
            var remaining = item
            for (section, sectionSpec) in spec.sections.enumerated() {
                if remaining < sectionSpec.itemCount {
                    guard
                        let frame = kernel.layoutAttributesForItem(at: IndexPath(item: remaining, section: section))?
                            .frame
                    else { break }
                    let slotTop = spec.axis.vertical(frame).minY - spec.cellPadding.y
                    return spec.axis.vertical(
                        Point(x: -spec.verticalContentInset.left, y: slotTop - spec.verticalContentInset.top))
                }
                remaining -= sectionSpec.itemCount
            }
            return spec.axis.vertical(Point(x: -spec.verticalContentInset.left, y: -spec.verticalContentInset.top))
        }

        /// What the last frame shows, the visible elements asked for afresh; `nil` before the
        /// first frame.
        func currentSnapshot() -> FrameSnapshot? {
            guard frame > 0 else { return nil }
            return FrameSnapshot(
                frame: frame - 1, time: clock, contentOffset: contentOffset,
                attributes: kernel.layoutAttributesForElements(in: viewport.rect(at: contentOffset)),
                overlays: items.overlays)
        }
    }
}
