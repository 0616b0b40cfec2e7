import SwitchLayout

/// The optimized implementation of ``LayoutKernel``: the reference's answers (to the last bit, as
/// it happens: the same operations in the same order) from closed-form layouts. A prepared
/// layout keeps a few numbers per section, not an object or a row of a table per element, so
/// preparing a layout and starting, finishing or cancelling a transition cost O(sections)
/// whatever the item count (self-sizing rows add one pass over their items); every frame is
/// computed from the items' rows and columns when a query asks for it, `Lane.laneCount` at a
/// time in explicit SIMD; queries cost O(log sections + k) at rest and for progress in [0, 1];
/// and no frame allocates.
///
/// `Lane` sets the vector width of full interpolation: ``SIMDOptimizedLayout`` computes eight
/// elements at a time, ``ScalarOptimizedLayout`` one, with the same algorithms: the ablation that
/// shows what SIMD brings on top of the closed form. Queries go one element at a time in both,
/// which was faster in the lab's cold frames (OptimizedLayout+Queries says why).
public struct OptimizedLayout<Lane: InterpolationLane>: LayoutKernel {
    var pair: LayoutPair
    /// The cells drawn with an appearance of their own: applied to a query's answer, O(1) each.
    var appearances = ItemAppearances()
    /// The latest layout of each display state, prepared or prefetched: transitions to their
    /// specs start from them.
    var layouts = PreparedLayouts()

    public init(_ spec: LayoutSpec) throws(LayoutError) {
        let layout = try PreparedLayout(spec)
        pair = LayoutPair(resting: layout)
        layouts.keep(layout)
    }

    public var currentSpec: LayoutSpec { pair.current.spec }

    public var nextSpec: LayoutSpec? { pair.isTransitioning ? pair.next.spec : nil }

    public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        pair = LayoutPair(from: pair.current, to: try layout(following: spec))
    }

    /// Prepares `spec` now, unless it is kept already, and keeps it as its display state's
    /// layout: a self-sizing layout's row tops cost a pass over its items, which a transition to
    /// it then does not make in its first frame.
    public mutating func prefetchTransition(to spec: LayoutSpec) throws(LayoutError) {
        _ = try layout(following: spec)
    }

    /// The layout kept for `spec`, else `spec` prepared now; kept once it is known to follow the
    /// current layout, so that a refused spec displaces no kept layout.
    private mutating func layout(following spec: LayoutSpec) throws(LayoutError) -> PreparedLayout {
        let layout: PreparedLayout
        if let kept = layouts.layout(for: spec) {
            layout = kept
        } else {
            layout = try PreparedLayout(spec)
        }
        try currentSpec.validateTransition(to: spec)
        layouts.keep(layout)
        return layout
    }

    public var transitionProgress: Double { pair.progress }

    public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try LayoutSpec.validateTransitionProgress(progress)
        guard pair.isTransitioning else { throw .noTransitionInProgress }
        pair.progress = progress
    }

    public mutating func finishTransition() {
        guard pair.isTransitioning else { return }
        pair = LayoutPair(resting: pair.next)
    }

    public mutating func cancelTransition() {
        guard pair.isTransitioning else { return }
        pair = LayoutPair(resting: pair.current)
    }

    public mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath)
        throws(LayoutError)
    {
        try pair.current.validateAppearance(appearance, forItemAt: indexPath)
        appearances[indexPath] = appearance
    }

    public var elementCount: Int { pair.elementCount }

    public var collectionViewContentSize: Size { pair.contentSize }
}

/// The optimized layout computing eight elements at a time.
public typealias SIMDOptimizedLayout = OptimizedLayout<SIMD8<Double>>

/// The optimized layout computing one element at a time: the scalar ablation.
public typealias ScalarOptimizedLayout = OptimizedLayout<Double>
