import Dispatch
import SwitchLayout

/// A kernel made slower by time alone (``InjectedRegression/delayedQueries``): after each call
/// of `Base` a frame makes (the queries, the progress, starting and ending a transition, the
/// target offsets) it waits, spinning on the monotonic clock, until the call has taken
/// ``InjectedRegression/delaySlowdown`` times as long. Its instructions stay the same apart from the clock reads, so
/// only the gate's timing checks can catch it; the callgrind counts never run it.
public struct DelayedKernel<Base: LayoutKernel>: QueryWrappingKernel {
    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    /// The answer of `work`, returned ``InjectedRegression/delaySlowdown`` times as late as
    /// `work` returned it.
    public func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        Self.delayed(work)
    }

    public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try Self.delayed { () throws(LayoutError) in try base.startTransition(to: spec) }
    }

    public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try Self.delayed { () throws(LayoutError) in try base.setTransitionProgress(progress) }
    }

    public mutating func finishTransition() {
        Self.delayed { base.finishTransition() }
    }

    public mutating func cancelTransition() {
        Self.delayed { base.cancelTransition() }
    }

    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        Self.delayed {
            base.targetContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping)
        }
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        Self.delayed { base.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize) }
    }

    /// The answer of `work`, after waiting as long again as it took.
    private static func delayed<Answer, Failure: Error>(_ work: () throws(Failure) -> Answer) throws(Failure) -> Answer
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let answer = try work()
        let end = DispatchTime.now().uptimeNanoseconds
        let deadline = end + UInt64(Double(end - start) * (InjectedRegression.delaySlowdown - 1))
        while DispatchTime.now().uptimeNanoseconds < deadline {}
        return answer
    }
}
