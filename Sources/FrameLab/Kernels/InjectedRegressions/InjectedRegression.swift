/// A deliberate regression of the optimized kernels, which only tests and documented proofs
/// use: the proof that the regression gate catches a kernel that got slower.
public enum InjectedRegression: String, CaseIterable, Hashable, Sendable {
    /// Every per-frame query runs 16 times over: ``SlowedKernel``.
    case slowQueries = "slow"
    /// Every call a frame makes takes twice its time (``delaySlowdown``), by waiting, not by
    /// instructions: ``DelayedKernel``. Only the timed workers run it.
    case delayedQueries = "delay"
    /// Every layout prepared walks all its elements, O(n), as a kernel that keeps a table per
    /// element does: ``ElementWalkingKernel``.
    case linearPreparation = "linear-prepare"
    /// Every per-frame query also reads a large table with a cache-hostile stride, with about
    /// the same instructions: ``CacheHostileKernel``.
    case cacheHostileQueries = "cache-hostile"
}

extension InjectedRegression {
    /// How many times as long a ``DelayedKernel``'s calls take: 2 unless the worker is told
    /// otherwise (`--inject-fault optimized:delay:1.3`, which the gate's `--delay-factor`
    /// sends), set before any frame plays.
    nonisolated(unsafe) public static var delaySlowdown = 2.0
}
