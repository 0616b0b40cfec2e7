/// A deliberate regression of the optimized kernels, which only tests use: the proof that the
/// regression gate catches a kernel that got slower.
public enum InjectedRegression: String, CaseIterable, Hashable, Sendable {
    /// Every per-frame query runs 16 times over: ``SlowedKernel``.
    case slowQueries = "slow"
    /// Every layout prepared walks all its elements, O(n), as a kernel that keeps a table per
    /// element does: ``ElementWalkingKernel``.
    case linearPreparation = "linear-prepare"
}
