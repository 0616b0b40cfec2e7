import Benchmark
import LabCatalog

/// Every kernel workload × implementation × item count of the list-to-grid switch (60 benchmarks),
/// each timing one call.
let benchmarks: @Sendable () -> Void = {
    for workload in KernelWorkload.allCases {
        for implementation in LayoutImplementation.allCases {
            for items in ListToGridSwitch.itemCounts {
                implementation.registerBenchmark(of: workload, items: items)
            }
        }
    }
}

extension LayoutImplementation {
    /// How a benchmark of this implementation with `items` items is measured: wall clock (ns),
    /// throughput (calls per second) and mallocs per call, each sample one call. One warm-up call
    /// first (the first call of a generic kernel may allocate once, instantiating type metadata),
    /// then samples for 1 s or 10,000 calls, whichever comes first. The reference at a million
    /// items takes 0.3–0.9 s a call, so it gets 5 calls (up to 5 s): enough for a p90, and the
    /// whole suite stays within a few minutes. The malloc count has no tolerance: `thresholds
    /// check` fails on any change of its p90 from the committed `Thresholds/` value; time is not
    /// gated (the thresholds files hold malloc counts only).
    func measurementConfiguration(items: Int) -> Benchmark.Configuration {
        let isSlow = self == .reference && items >= 1_000_000
        return Benchmark.Configuration(
            metrics: [.wallClock, .throughput, .mallocCountTotal],
            warmupIterations: 1,
            maxDuration: .seconds(isSlow ? 5 : 1),
            maxIterations: isSlow ? 5 : 10_000,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
        )
    }
}
