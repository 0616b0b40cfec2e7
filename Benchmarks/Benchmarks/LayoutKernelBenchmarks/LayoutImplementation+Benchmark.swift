import Benchmark
import LabCatalog
import ReferenceLayout
import SwitchLayout

extension LayoutImplementation {
    /// Registers the benchmark of `workload` on this implementation with `items` items, named
    /// `workload.implementation.N=items` (package-benchmark finds its thresholds file by that
    /// name, so it has no spaces or slashes), with `.batched` appended when each sample times a
    /// batch of calls (``batchedConfiguration``).
    func registerBenchmark(of workload: KernelWorkload, items: Int, batched: Bool) {
        visitKernel(Registering(implementation: self, workload: workload, items: items, batched: batched))
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
/// once (a batch: `scalingFactor` times) between `startMeasurement()` and `stopMeasurement()`,
/// then, unmeasured, checks the answer against the reference's (computed once, before the
/// iterations) and reports a mismatch with `benchmark.error`.
private struct Registering: KernelVisitor {
    let implementation: LayoutImplementation
    let workload: KernelWorkload
    let items: Int
    let batched: Bool

    func visit<Kernel: LayoutKernel>(_: Kernel.Type) {
        let (implementation, workload, items) = (implementation, workload, items)
        let configuration = implementation.measurementConfiguration(items: items, batched: batched)
        Benchmark(
            "\(workload.rawValue).\(implementation.rawValue).N=\(items)" + (batched ? ".batched" : ""),
            configuration: configuration,
            closure: { (benchmark: Benchmark, fixture: KernelFixture<Kernel>) throws in
                try fixture.run(calls: configuration.scalingFactor.rawValue, measuredBy: benchmark)
                blackHole(fixture.answer)
                if let problem = fixture.answerProblem {
                    benchmark.error(problem)
                }
            },
            setup: {
                let collection = try ListToGridSwitch(items: items, isSelfSizing: workload.isSelfSizing)
                let referenceAnswer =
                    implementation == .reference
                    ? nil : try LayoutImplementation.referenceAnswer(to: workload, on: collection)
                return try KernelFixture<Kernel>(workload, on: collection, referenceAnswer: referenceAnswer)
            }
        )
    }
}
