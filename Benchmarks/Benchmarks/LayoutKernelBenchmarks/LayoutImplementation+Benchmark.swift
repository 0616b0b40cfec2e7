import Benchmark
import LabCatalog
import ReferenceLayout
import SwitchLayout

extension LayoutImplementation {
    /// Registers the benchmark of `workload` on this implementation with `items` items, named
    /// `workload.implementation.N=items` (package-benchmark finds its thresholds file by that
    /// name, so it has no spaces or slashes).
    func registerBenchmark(of workload: KernelWorkload, items: Int) {
        visitKernel(Registering(implementation: self, workload: workload, items: items))
    }

    /// The reference's answer to `workload` on `collection`.
    fileprivate static func referenceAnswer(to workload: KernelWorkload, on collection: ListToGridSwitch)
        throws(LayoutError) -> KernelAnswer
    {
        let reference = try KernelFixture<ReferenceLayout>(workload, on: collection, referenceAnswer: nil)
        try reference.run(measuredBy: nil)
        return reference.answer
    }
}

/// Registers the benchmark of a workload on the kernel it visits. Each iteration makes the call
/// once between `startMeasurement()` and `stopMeasurement()`, then, unmeasured, checks the answer
/// against the reference's (computed once, before the iterations) and reports a mismatch with
/// `benchmark.error`.
private struct Registering: KernelVisitor {
    let implementation: LayoutImplementation
    let workload: KernelWorkload
    let items: Int

    func visit<Kernel: LayoutKernel>(_: Kernel.Type) {
        let (implementation, workload, items) = (implementation, workload, items)
        Benchmark(
            "\(workload.rawValue).\(implementation.rawValue).N=\(items)",
            configuration: implementation.measurementConfiguration(items: items),
            closure: { (benchmark: Benchmark, fixture: KernelFixture<Kernel>) throws in
                try fixture.run(measuredBy: benchmark)
                blackHole(fixture.answer)
                if let problem = fixture.answerProblem {
                    benchmark.error(problem)
                }
            },
            setup: {
                let collection = try ListToGridSwitch(items: items)
                let referenceAnswer =
                    implementation == .reference
                    ? nil : try LayoutImplementation.referenceAnswer(to: workload, on: collection)
                return try KernelFixture<Kernel>(workload, on: collection, referenceAnswer: referenceAnswer)
            }
        )
    }
}
