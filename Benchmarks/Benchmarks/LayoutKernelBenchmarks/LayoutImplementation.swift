import Benchmark
import CachedLayout
import ReferenceLayout
import SIMDLayout
import SwitchLayout

/// A layout implementation under measurement.
enum LayoutImplementation: String, CaseIterable {
    /// `ReferenceLayout`: DisplaySwitcher on UIKit, an attributes object per element, every query
    /// a scan. The yardstick the others are checked against.
    case reference
    /// `CachedLayout`: attributes objects cached at prepare, binary search and scan, the layout a
    /// strong iOS engineer writes.
    case cached
    /// `SIMDOptimizedLayout`: closed-form layouts, frames computed eight lanes at a time.
    case optimized
    /// `ScalarOptimizedLayout`: the optimized algorithms one lane at a time (the SIMD ablation).
    case scalar

    /// Registers the benchmark of `workload` on this implementation with `items` items, named
    /// `workload.implementation.N=items` (package-benchmark finds its thresholds file by that
    /// name, so it has no spaces or slashes).
    func registerBenchmark(of workload: LayoutWorkload, items: Int) {
        switch self {
        case .reference: registerBenchmark(ReferenceLayout.self, of: workload, items: items)
        case .cached: registerBenchmark(CachedLayout.self, of: workload, items: items)
        case .optimized: registerBenchmark(SIMDOptimizedLayout.self, of: workload, items: items)
        case .scalar: registerBenchmark(ScalarOptimizedLayout.self, of: workload, items: items)
        }
    }

    /// Registers the benchmark of `workload` on `Kernel`. Each iteration makes the call once
    /// between `startMeasurement()` and `stopMeasurement()`, then, unmeasured, checks the answer
    /// against the reference's (computed once, before the iterations) and reports a mismatch with
    /// `benchmark.error`.
    private func registerBenchmark<Kernel: LayoutKernel>(_: Kernel.Type, of workload: LayoutWorkload, items: Int) {
        Benchmark(
            "\(workload.rawValue).\(rawValue).N=\(items)",
            configuration: measurementConfiguration(items: items),
            closure: { (benchmark: Benchmark, fixture: KernelFixture<Kernel>) throws in
                try fixture.run(measuredBy: benchmark)
                blackHole(fixture.answer)
                if let problem = fixture.answerProblem {
                    benchmark.error(problem)
                }
            },
            setup: {
                let collection = try ListToGridSwitch(items: items)
                let referenceAnswer = self == .reference ? nil : try Self.referenceAnswer(to: workload, on: collection)
                return try KernelFixture<Kernel>(workload, on: collection, referenceAnswer: referenceAnswer)
            }
        )
    }

    /// The reference's answer to `workload` on `collection`.
    private static func referenceAnswer(to workload: LayoutWorkload, on collection: ListToGridSwitch)
        throws(LayoutError) -> KernelAnswer
    {
        let reference = try KernelFixture<ReferenceLayout>(workload, on: collection, referenceAnswer: nil)
        try reference.run(measuredBy: nil)
        return reference.answer
    }
}
