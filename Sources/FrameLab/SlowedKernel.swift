import SwitchLayout

/// A deliberately slower kernel: `Base` answering every per-frame query ``workRepetitions``
/// times over (``InjectedRegression/slowQueries``): more instructions, more time.
package struct SlowedKernel<Base: LayoutKernel>: QueryWrappingKernel {
    /// How many times each query runs.
    package static var workRepetitions: Int { 16 }

    package var base: Base

    package init(base: Base) {
        self.base = base
    }

    /// The answer of the last of ``workRepetitions`` runs of `work`.
    package func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        for _ in 1..<Self.workRepetitions {
            _ = work()
        }
        return work()
    }
}
