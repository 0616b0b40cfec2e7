import SwitchLayout

/// A deliberately slower kernel: `Base` answering every per-frame query (the rect query, the
/// element lookup, the hit test, full interpolation) ``workRepetitions`` times over
/// (``InjectedRegression/slowQueries``). It exists only to prove that the regression gate
/// catches a slower kernel; the answers are `Base`'s.
public struct SlowedKernel<Base: LayoutKernel>: ForwardingKernel {
    /// How many times each query runs.
    public static var workRepetitions: Int { 16 }

    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        repeated { base.layoutAttributesForElements(in: rect, into: &attributes) }
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        repeated { base.layoutAttributesForElement(ofKind: kind, at: indexPath) }
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        repeated { base.indexPathForItem(at: point) }
    }

    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        repeated { base.layoutFramesForAllElements(into: &frames) }
    }

    /// The answer of the last of ``workRepetitions`` runs of `work`.
    private func repeated<Answer>(_ work: () -> Answer) -> Answer {
        for _ in 1..<Self.workRepetitions {
            _ = work()
        }
        return work()
    }
}
