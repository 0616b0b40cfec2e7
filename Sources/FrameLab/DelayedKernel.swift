import Dispatch
import SwitchLayout

/// A kernel made twice as slow by time alone (``InjectedRegression/delayedQueries``): after each
/// per-frame query of `Base` it waits, spinning on the monotonic clock, as long again as the
/// query took. Its instructions per query stay the same apart from the clock reads, so only the
/// gate's timing checks can catch it; the instruction counts never run it.
public struct DelayedKernel<Base: LayoutKernel>: QueryWrappingKernel {
    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    /// The answer of `work`, returned twice as late as `work` returned it.
    public func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        let start = DispatchTime.now().uptimeNanoseconds
        let answer = work()
        let end = DispatchTime.now().uptimeNanoseconds
        let deadline = end + (end - start)
        while DispatchTime.now().uptimeNanoseconds < deadline {}
        return answer
    }
}
