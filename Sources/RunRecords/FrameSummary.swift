/// The frame work of one implementation on one scenario at one size and refresh rate, over all
/// the measured frames of a run: one row of `summary.csv`.
package struct FrameSummary: Hashable, Sendable {
    /// How an implementation's answers compared with the reference's.
    package enum Status: String, Hashable, Sendable, CaseIterable {
        /// Every frame gave the reference's elements, within ``Agreement/frameTolerance`` (0.001 points).
        case verified
        /// Some frame gave other elements than the reference, or frames more than the tolerance
        /// away.
        case mismatch
        /// The reference itself, which the others are checked against.
        case reference
        /// The bandwidth bound (a memcpy of the output bytes), which computes nothing to check.
        case bound
        /// Timed without the reference mirror (the regression gate's timing run, whose frames a
        /// verification run of their own checks): nothing compared.
        case unverified
    }

    /// What the caches held when each frame started.
    package enum Caches: String, Hashable, Sendable {
        /// A reference layout mirrored every frame between the timed sections (to verify it, or
        /// for the bound, to time it alike), so each frame started from caches another layout's
        /// work had filled: as in an app, which renders between frames. `make bench`'s rows.
        case evicted
        /// Nothing ran between the frames, so each found the previous frame's data in the caches:
        /// the reference timing itself, and the regression gate's timed repetitions.
        case warm
    }

    /// What the row is about.
    package var key: SummaryKey
    /// The frames measured, over all repetitions.
    package var frames: Int
    /// The median frame work, in ms.
    package var p50Milliseconds: Double
    /// The 90th percentile of frame work, in ms.
    package var p90Milliseconds: Double
    /// The 99th percentile of frame work, in ms.
    package var p99Milliseconds: Double
    /// The longest frame work, in ms.
    package var maximumMilliseconds: Double
    /// The frames whose work took longer than their budget.
    package var overBudgetFrames: Int
    /// Apple's hitch time ratio: the work past the budget, summed over the frames, per second of
    /// scenario time (the frames' budgets added up), in ms/s.
    package var hitchMillisecondsPerSecond: Double
    /// The mean heap allocations of a frame.
    package var allocationsPerFrame: Double
    /// The reference's median frame work divided by this one's, in the same run at the same
    /// scenario, size and refresh rate; `nil` when the run has no such reference row.
    package var speedupVersusReference: Double?
    /// The 95 % confidence interval of ``speedupVersusReference``, by the bootstrap over the
    /// repetitions (``RatioInterval``); `nil` without a reference row or with fewer than two
    /// repetitions.
    package var speedupVersusReferenceInterval: ClosedRange<Double>?
    /// The cached peer's median frame work divided by this one's, in the same run at the same
    /// scenario, size and refresh rate: what the implementation brings over a good conventional
    /// layout; `nil` when the run has no such cached row.
    package var speedupVersusCached: Double?
    /// The 95 % confidence interval of ``speedupVersusCached``, like
    /// ``speedupVersusReferenceInterval``'s: whether a ratio near 1 tells the two apart.
    package var speedupVersusCachedInterval: ClosedRange<Double>?
    /// The largest difference from the reference's answer on any frame, in points.
    package var maximumAbsoluteError: Double
    /// The elements returned by only one of this implementation and the reference, summed over
    /// the frames.
    package var setMismatches: Int
    /// How the answers compared with the reference's.
    package var status: Status
    /// What the caches held when each frame started: evicted when a reference mirror ran beside
    /// every frame.
    package var caches: Caches
    /// The frames whose work took longer than twice their budget: a frame dropped on screen.
    package var jankFrames: Int
    /// The most work past the budget on one frame, in ms.
    package var maximumOverrunMilliseconds: Double
    /// The most work past the budget over one second of scenario time (as many consecutive
    /// frames of one repetition as the refresh rate), in ms.
    package var worstSecondHitchMilliseconds: Double
    /// The mean heap bytes allocated by a frame.
    package var bytesAllocatedPerFrame: Double
    /// The output bytes of a frame moved per second of median frame work, in GB/s (10⁹ bytes);
    /// `nil` when the frames write no output buffer.
    package var gigabytesPerSecond: Double?
    /// The 99th percentile, over the steady-state frames (those that neither start nor end a
    /// transition), of each frame's median work across the repetitions, in ms: as for
    /// ``worstFrameMilliseconds``, a preemption that lands on a frame in one repetition is not
    /// the kernel's. `nil` when every frame changed the layout.
    package var steadyStateP99Milliseconds: Double?
    /// The most heap allocations of any steady-state frame; `nil` when every frame changed the
    /// layout. The optimized kernels must show 0.
    package var steadyStateMaximumAllocations: UInt64?
    /// The bandwidth bound's median frame work as a percentage of this one's, in the same run at
    /// the same scenario, size and refresh rate; `nil` when the run has no such bound.
    package var percentOfMemcpy: Double?
    /// The 95 % confidence interval of ``percentOfMemcpy``, by the bootstrap over the
    /// repetitions (``RatioInterval``); `nil` without a bound row or with fewer than two
    /// repetitions.
    package var percentOfMemcpyInterval: ClosedRange<Double>?
    /// The worst frame, in ms: for each frame of the scenario, the median of its work across the
    /// repetitions; the largest of those. Frames that change the layout count like any other,
    /// and one frame preempted in one repetition does not count (with three repetitions or more).
    package var worstFrameMilliseconds: Double
    /// The worst frame of those that start, finish or cancel a transition, measured as
    /// ``worstFrameMilliseconds``, in ms; `nil` when no frame changes the layout.
    package var maximumLayoutChangeMilliseconds: Double?
    /// The heap memory the implementation's layouts hold once the scenario's first layout is
    /// prepared and its first transition started (`init` + `startTransition`), per item, in
    /// bytes: what jemalloc counts allocated and not freed, the caller's specs (and their item
    /// heights) not included; `nil` when the worker did not measure it.
    package var layoutBytesPerItem: Double?
}
