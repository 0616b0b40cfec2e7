import LabCatalog
import SwitchLayout

/// A visitor that passes the kernel it visits on to `next`, made worse the way `regression` says
/// if there is one: the one place an injected regression becomes a kernel type, for the lab's
/// workers and the gate's instruction counts alike.
///
/// Public, with the kernels it names, unlike the rest of the lab: Swift specialises an inlinable
/// function in another module (the gate's) only when it is public, and a driver left generic would
/// add its witness calls to the instructions the gate counts.
public struct InjectingRegression<Next: KernelVisitor>: KernelVisitor {
    /// The regression, or `nil` for the kernel as it is.
    public let regression: InjectedRegression?
    /// The visitor that does the work with the kernel.
    public let next: Next

    /// A visitor that hands `next` the kernel with `regression`.
    public init(_ regression: InjectedRegression?, into next: Next) {
        self.regression = regression
        self.next = next
    }

    /// Visits `next` with `Base`, or with the wrapper around `Base` that the regression names.
    /// Inlinable, so that the caller's work is specialised for each kernel.
    @inlinable
    public func visit<Base: LayoutKernel>(_: Base.Type) throws(Next.Failure) -> Next.Result {
        switch regression {
        case nil: try next.visit(Base.self)
        case .slowQueries: try next.visit(SlowedKernel<Base>.self)
        case .delayedQueries: try next.visit(DelayedKernel<Base>.self)
        case .linearPreparation: try next.visit(ElementWalkingKernel<Base>.self)
        case .cacheHostileQueries: try next.visit(CacheHostileKernel<Base>.self)
        }
    }
}
