import SIMDLayout
import SwitchLayout

/// The collection of the frame lab's `switch-list-to-grid` scenario, DisplaySwitcher's demo: a
/// list of rows 80 pt high (padding 6) switching to a grid of 3 columns with rows 165 pt high, in
/// a 390 × 844 pt viewport, with `items` items in one section; and where that viewport is while
/// the layout switches.
struct ListToGridSwitch {
    /// The item counts every kernel is measured at.
    static let itemCounts = [10_000, 100_000, 1_000_000]
    /// The collection view's visible size (an iPhone's screen), in points.
    static let viewportSize = Size(width: 390, height: 844)
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
    /// visible cell), in points.
    let targetOffset: Point

    /// The collection of `items` items, with the content offsets computed by the optimized layout
    /// (any implementation gives the same within §6; one answer keeps every implementation's
    /// benchmark asking the same question).
    init(items: Int) throws(LayoutError) {
        self.items = items
        listSpec = LayoutSpec(
            state: .list, boundsSize: Self.viewportSize, columns: 1, staticCellHeight: 80,
            sections: [Section(itemCount: items)])
        gridSpec = LayoutSpec(
            state: .grid, boundsSize: Self.viewportSize, columns: 3, staticCellHeight: 165,
            sections: [Section(itemCount: items)])
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

    /// A layout of type `Kernel` in `phase`: the list prepared; then, past rest, a transition to
    /// the grid started; then, mid-transition, its progress set.
    func layout<Kernel: LayoutKernel>(_: Kernel.Type, in phase: SwitchPhase) throws(LayoutError) -> Kernel {
        var layout = try Kernel(listSpec)
        guard phase != .rest else { return layout }
        try layout.startTransition(to: gridSpec)
        if phase == .midTransition {
            try layout.setTransitionProgress(Self.midTransitionProgress)
        }
        return layout
    }
}

/// Where in the list-to-grid switch a benchmark finds its layout.
enum SwitchPhase {
    /// The list at rest, no transition.
    case rest
    /// The transition to the grid just started: progress 0.
    case transitionStart
    /// The transition at ``ListToGridSwitch/midTransitionProgress``.
    case midTransition

    /// The transition progress of the phase (0 at rest).
    var progress: Double {
        self == .midTransition ? ListToGridSwitch.midTransitionProgress : 0
    }
}
