import SwitchLayout

/// Work written once for any layout kernel, which ``LayoutImplementation/visitKernel(_:)`` runs
/// with the kernel type an implementation names at run time.
///
/// A generic function cannot be passed as a closure; a visitor can. Its ``visit(_:)`` is
/// specialised for every kernel where the visitor is defined, because the dispatch that calls it
/// is inlined there: the code timed through a visitor is the code a caller naming the kernel type
/// itself would have run.
public protocol KernelVisitor {
    /// What the work returns.
    associatedtype Result
    /// What the work throws; `Never` when it cannot fail.
    associatedtype Failure: Error = Never

    /// Does the work with `Kernel`.
    func visit<Kernel: LayoutKernel>(_ kernel: Kernel.Type) throws(Failure) -> Result
}
