import SwitchLayout

/// One fuzz input, decoded: a transition between two layouts (each valid or not, compatible or
/// not), the progress it stops at, how it ends, and the queries to ask at every moment of it.
public struct FuzzedTransition: Sendable, CustomStringConvertible {
    /// The layout the kernels are prepared with.
    public var current: LayoutSpec
    /// The layout the transition goes to.
    public var next: LayoutSpec
    /// The progress set during the transition (any number; a non-finite one must be refused).
    public var progress: Double
    /// Whether the transition is started again at its progress (replacing the running one)
    /// and brought back to that progress.
    public var restarts: Bool
    /// Whether the transition finishes (the destination becomes current) or is cancelled.
    public var finishes: Bool
    /// The viewport the content-offset queries are for, in points.
    public var viewportSize: Size
    /// The places asked about at every moment.
    public var queries: [FuzzedQuery]
    /// Appearances set on cells (item transitions), the first half before the transition starts
    /// and the rest once it runs; index paths and values may be out of range, which both
    /// kernels must refuse alike.
    public var appearances: [(indexPath: IndexPath, appearance: ItemAppearance?)] = []

    /// Creates a case.
    public init(
        current: LayoutSpec, next: LayoutSpec, progress: Double, restarts: Bool, finishes: Bool,
        viewportSize: Size, queries: [FuzzedQuery]
    ) {
        self.current = current
        self.next = next
        self.progress = progress
        self.restarts = restarts
        self.finishes = finishes
        self.viewportSize = viewportSize
        self.queries = queries
    }

    public var description: String {
        "FuzzedTransition(current: \(current), next: \(next), progress: \(progress), restarts: \(restarts), "
            + "finishes: \(finishes), "
            + "viewportSize: \(viewportSize), queries: \(queries), appearances: \(appearances))"
    }
}
