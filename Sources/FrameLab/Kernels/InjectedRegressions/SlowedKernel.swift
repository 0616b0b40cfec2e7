import SwitchLayout

/// A deliberately slower kernel: `Base` answering every per-frame query ``workRepetitions``
/// times over (``InjectedRegression/slowQueries``): more instructions, more time.
public struct SlowedKernel<Base: LayoutKernel>: QueryWrappingKernel {
    /// How many times each query runs.
    public static var workRepetitions: Int { 16 }

    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    /// The answer of the last of ``workRepetitions`` runs of `work`.
    public func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        for _ in 1..<Self.workRepetitions {
            _ = work()
        }
        return work()
    }
}
