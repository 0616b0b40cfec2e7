import ReferenceLayout
import SwitchLayout

extension FramePlayer {
    /// The state of one play of the scenario: the layout (and its reference mirror), the content
    /// offset, the reused buffers and the frame count.
    struct Playthrough {
        let player: FramePlayer
        let repetition: Int
        var kernel: Kernel
        var reference: ReferenceLayout?
        var state: LayoutState
        var contentOffset: Point
        var frame = 0
        var attributes: [LayoutAttributes] = []
        var referenceAttributes: [LayoutAttributes] = []
        var frames = ElementFrames()
        var referenceFrames = ElementFrames()

        init(player: FramePlayer, repetition: Int) throws {
            self.player = player
            self.repetition = repetition
            let scenario = player.scenario
            state = scenario.initialState
            let spec = try scenario.spec(for: state, items: player.items)
            kernel = try Kernel(spec)
            reference = player.verification == .none ? nil : try ReferenceLayout(spec)
            attributes.reserveCapacity(4096)
            contentOffset = spec.clampedContentOffset(
                Self.slotOffset(of: scenario.initialPosition.item(in: spec.itemCount), in: spec, kernel: kernel),
                contentSize: kernel.collectionViewContentSize, viewportSize: scenario.viewportSize)
        }

        /// The content offset that puts the slot of flat item `item` at the top of the visible
        /// area, in points.
        static func slotOffset(of item: Int, in spec: LayoutSpec, kernel: Kernel) -> Point {
            var remaining = item
            for (section, sectionSpec) in spec.sections.enumerated() {
                if remaining < sectionSpec.itemCount {
                    guard let frame = kernel.layoutAttributesForItem(at: IndexPath(item: remaining, section: section))?.frame
                    else { break }
                    let slotTop = spec.axis.vertical(frame).minY - spec.cellPadding.y
                    return spec.axis.vertical(Point(x: -spec.verticalContentInset.left, y: slotTop - spec.verticalContentInset.top))
                }
                remaining -= sectionSpec.itemCount
            }
            return spec.axis.vertical(Point(x: -spec.verticalContentInset.left, y: -spec.verticalContentInset.top))
        }

        var axis: Axis { kernel.currentSpec.axis }
        var viewportSize: Size { player.scenario.viewportSize }

        /// The viewport's rect at `offset`, in content coordinates.
        func viewport(at offset: Point) -> Rect { Rect(origin: offset, size: viewportSize) }

        /// The viewport's centre at `offset`.
        func centre(at offset: Point) -> Point {
            Point(x: offset.x + viewportSize.width / 2, y: offset.y + viewportSize.height / 2)
        }
    }
}
