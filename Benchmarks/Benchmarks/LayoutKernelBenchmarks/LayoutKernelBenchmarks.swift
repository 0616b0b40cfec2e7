import Benchmark
import LabCatalog

/// Every kernel workload × implementation × item count of the list-to-grid switch, each timing
/// one call (108 benchmarks, malloc counts gated); then the frame queries of the fast
/// implementations again, each timing a batch of 1,000 calls (45 benchmarks, named
/// `….batched`), so that a call of a few hundred nanoseconds is not lost in the timer's floor.
let benchmarks: @Sendable () -> Void = {
    for workload in KernelWorkload.allCases {
        for implementation in LayoutImplementation.allCases {
            for items in ListToGridSwitch.itemCounts {
                implementation.registerBenchmark(of: workload, items: items, batched: false)
            }
        }
    }
    for workload in [
        KernelWorkload.visibleInterpolation, .rectQuery, .hitTest, .selfSizingRectQuery,
        .selfSizingVisibleInterpolation,
    ] {
        for implementation in [LayoutImplementation.optimized, .scalar, .cached] {
            for items in ListToGridSwitch.itemCounts {
                implementation.registerBenchmark(of: workload, items: items, batched: true)
            }
        }
    }
}

extension LayoutImplementation {
    /// How a benchmark of this implementation with `items` items is measured: wall clock (ns),
    /// throughput (calls per second) and mallocs per call, each sample one call. One warm-up call
    /// first (the first call of a generic kernel may allocate once, instantiating type metadata),
    /// then samples for 1 s or 10,000 calls, whichever comes first. The reference at a million
    /// items is too slow a call for 1 s to hold enough samples, so it gets 5 calls (up to 5 s):
    /// enough for a p90, and the whole suite stays within a few minutes. The malloc count has no
    /// tolerance: `thresholds check` fails on any change of its p90 from the committed
    /// `Thresholds/` value; time is not gated (the thresholds files hold malloc counts only). A
    /// batched benchmark is measured as ``batchedConfiguration`` says.
    func measurementConfiguration(items: Int, batched: Bool) -> Benchmark.Configuration {
        guard !batched else { return Self.batchedConfiguration }
        let isSlow = self == .reference && items >= 1_000_000
        return Benchmark.Configuration(
            metrics: [.wallClock, .throughput, .mallocCountTotal],
            warmupIterations: 1,
            maxDuration: .seconds(isSlow ? 5 : 1),
            maxIterations: isSlow ? 5 : 10_000,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
        )
    }

    /// How a batched benchmark is measured: wall clock and throughput (scaled to one call, marked
    /// `*` in the output), each sample a batch of 1,000 calls asking the same question (caches
    /// and branch predictors warm), for 1 s or 10,000 batches. Mallocs are left to the
    /// one-call benchmarks' gate.
    static var batchedConfiguration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .throughput],
            warmupIterations: 1,
            scalingFactor: .kilo,
            maxDuration: .seconds(1),
            maxIterations: 10_000
        )
    }
}
