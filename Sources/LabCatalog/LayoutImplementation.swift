import CachedLayout
import ReferenceLayout
import SIMDLayout
import SwitchLayout

/// The four implementations of the layout math, by the names the command line, the lab's
/// results and the micro-benchmarks give them. ``visitKernel(_:)`` is the one place a name becomes
/// a kernel type.
public enum LayoutImplementation: String, CaseIterable, Hashable, Sendable {
    /// `ReferenceLayout`: DisplaySwitcher's layouts as UIKit runs them, an attributes object per
    /// element prepared up front and every query a scan of them all. The yardstick the others are
    /// checked against.
    case reference
    /// `CachedLayout`: attributes objects cached when a layout is prepared, a binary search and
    /// a scan per query, as a strong iOS engineer writes a `UICollectionViewLayout` subclass.
    case cached
    /// `SIMDOptimizedLayout`: closed-form layouts, a few numbers per section, frames computed
    /// when asked for, eight `SIMD8<Double>` lanes at a time.
    case optimized
    /// `ScalarOptimizedLayout`: the optimized algorithms one lane at a time, the SIMD ablation.
    case scalar

    /// Runs `visitor` with this implementation's kernel type.
    ///
    /// Inlinable, so that the caller's generic code is specialised for each kernel as if it had
    /// named the type itself.
    @inlinable
    public func visitKernel<Visitor: KernelVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Result {
        switch self {
        case .reference: try visitor.visit(ReferenceLayout.self)
        case .cached: try visitor.visit(CachedLayout.self)
        case .optimized: try visitor.visit(SIMDOptimizedLayout.self)
        case .scalar: try visitor.visit(ScalarOptimizedLayout.self)
        }
    }

    /// The kernel type, for code that needs no specialisation (a query on the command line).
    public var kernelType: any LayoutKernel.Type {
        visitKernel(KernelType())
    }
}

/// The kernel type a visit is made with.
private struct KernelType: KernelVisitor {
    func visit<Kernel: LayoutKernel>(_ kernel: Kernel.Type) -> any LayoutKernel.Type {
        kernel
    }
}
