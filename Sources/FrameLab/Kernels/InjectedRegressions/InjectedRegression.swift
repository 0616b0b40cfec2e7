/// A deliberate regression of the optimized kernels, which only tests and documented proofs
/// use: the proof that the regression gate catches a kernel that got slower.
public enum InjectedRegression: String, CaseIterable, Hashable, Sendable {
    /// Every per-frame query runs 16 times over: ``SlowedKernel``.
    case slowQueries = "slow"
    /// Every call a frame makes takes twice its time, by waiting, not by instructions:
    /// ``DelayedKernel``. Only the timed workers run it.
    case delayedQueries = "delay"
    /// Every layout prepared walks all its elements, O(n), as a kernel that keeps a table per
    /// element does: ``ElementWalkingKernel``.
    case linearPreparation = "linear-prepare"
    /// Every per-frame query also reads a large table with a cache-hostile stride, with about
    /// the same instructions: ``CacheHostileKernel``.
    case cacheHostileQueries = "cache-hostile"
}
