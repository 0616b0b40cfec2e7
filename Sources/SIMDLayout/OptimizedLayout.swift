import SwitchLayout

/// The optimized implementation of ``LayoutKernel``: the same answers as the reference (to the
/// last bit, as it happens: the same operations in the same order), from structure-of-arrays
/// storage, explicit SIMD interpolation in `Lane`s, O(log n + k) queries at every state and
/// progress, and no heap allocation in a frame once the layouts are prepared.
///
/// `Lane` sets the vector width: ``SIMDOptimizedLayout`` computes eight elements at a time,
/// ``ScalarOptimizedLayout`` one, with the same algorithms: the ablation that shows what SIMD
/// brings on top of the data layout and the queries.
public struct OptimizedLayout<Lane: InterpolationLane>: LayoutKernel {
    var table: InterpolationTable
    public private(set) var transitionProgress = 0.0
    private var isTransitioning = false

    public init(_ spec: LayoutSpec) throws(LayoutError) {
        table = InterpolationTable(resting: try PreparedLayout(spec))
    }

    public var currentSpec: LayoutSpec { table.current.spec }

    public var nextSpec: LayoutSpec? { isTransitioning ? table.next.spec : nil }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        let next = try PreparedLayout(spec)
        try currentSpec.validateTransition(to: spec)
        table = InterpolationTable(current: table.current, next: next)
        transitionProgress = 0
        isTransitioning = true
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try LayoutSpec.validateTransitionProgress(progress)
        guard isTransitioning else { throw .noTransitionInProgress }
        transitionProgress = progress
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public mutating func finishTransition() {
        guard isTransitioning else { return }
        rest(in: table.next)
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public mutating func cancelTransition() {
        guard isTransitioning else { return }
        rest(in: table.current)
    }

    private mutating func rest(in layout: PreparedLayout) {
        table = InterpolationTable(resting: layout)
        transitionProgress = 0
        isTransitioning = false
    }

    public var elementCount: Int { table.count }

    public var collectionViewContentSize: Size {
        table.current.contentSize.interpolated(to: table.next.contentSize, progress: transitionProgress)
    }
}

/// The optimized layout computing eight elements at a time.
public typealias SIMDOptimizedLayout = OptimizedLayout<SIMD8<Double>>

/// The optimized layout computing one element at a time: the scalar ablation.
public typealias ScalarOptimizedLayout = OptimizedLayout<Double>
