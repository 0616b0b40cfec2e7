import LabCatalog
import SIMDLayout
import SwitchLayout

/// ``DisplaySwitcherCollection`` (or its self-sizing variant) with `items` items, and where its
/// viewport is while the layout switches from the list to the grid.
struct ListToGridSwitch {
    /// The item counts every kernel is measured at.
    static let itemCounts = [10_000, 100_000, 1_000_000]
    /// The collection view's visible size, in points.
    static let viewportSize = DisplaySwitcherCollection.viewportSize
    /// The transition progress of the mid-transition benchmarks: a frame a little over a third
    /// of the way through the switch.
    static let midTransitionProgress = 0.37

    /// The number of items in the collection.
    let items: Int
    /// The list layout, where the switch starts.
    let listSpec: LayoutSpec
    /// The grid layout, where the switch ends.
    let gridSpec: LayoutSpec
    /// The content offset at rest in the list: the viewport in the middle of the content, in
    /// whole points.
    let restingOffset: Point
    /// The content offset the switch scrolls to (`targetContentOffset`, anchored on the first
    /// visible cell), in points: every kernel finds it in a switch's first frame.
    let targetOffset: Point

    /// The collection of `items` items, self-sizing if `isSelfSizing`, with the content offsets
    /// computed by the optimized layout (any implementation gives the same within the tolerances;
    /// one answer keeps every implementation's benchmark asking the same question).
    init(items: Int, isSelfSizing: Bool) throws(LayoutError) {
        self.items = items
        listSpec = DisplaySwitcherCollection.spec(for: .list, items: items, isSelfSizing: isSelfSizing)
        gridSpec = DisplaySwitcherCollection.spec(for: .grid, items: items, isSelfSizing: isSelfSizing)
        var layout = try SIMDOptimizedLayout(listSpec)
        let contentHeight = layout.collectionViewContentSize.height
        restingOffset = Point(x: 0, y: ((contentHeight - Self.viewportSize.height) / 2).rounded())
        try layout.startTransition(to: gridSpec)
        targetOffset = layout.targetContentOffset(
            forProposedContentOffset: restingOffset, viewportSize: Self.viewportSize, mapping: .anchored)
    }

    /// The visible rect at transition progress `progress`, in content coordinates (points): as in
    /// the frame lab, the content offset follows the progress from the resting offset to the
    /// target offset.
    func viewport(atProgress progress: Double) -> Rect {
        Rect(origin: restingOffset.interpolated(to: targetOffset, progress: progress), size: Self.viewportSize)
    }

    /// A layout of type `Kernel` in `phase`: the list prepared; then the grid prefetched, or,
    /// past rest, a transition to the grid started; then, mid-transition or at its end, its
    /// progress set.
    func layout<Kernel: LayoutKernel>(_: Kernel.Type, in phase: SwitchPhase) throws(LayoutError) -> Kernel {
        var layout = try Kernel(listSpec)
        if phase == .prefetched { try layout.prefetchTransition(to: gridSpec) }
        guard phase != .rest, phase != .prefetched else { return layout }
        try layout.startTransition(to: gridSpec)
        if phase.progress != 0 {
            try layout.setTransitionProgress(phase.progress)
        }
        return layout
    }
}
