import SwitchLayout

/// A deliberately O(n) preparation: `Base`, plus a walk of every element of a layout whenever
/// one is prepared (`init` and `startTransition`), as a kernel that keeps a table per element
/// does. It exists only to prove that the regression gate catches a kernel that goes back to
/// O(n) preparation; the answers are `Base`'s.
public struct ElementWalkingKernel<Base: LayoutKernel>: ForwardingKernel {
    public var base: Base

    public init(base: Base) {
        self.base = base
        Self.walk(base.currentSpec)
    }

    public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try base.startTransition(to: spec)
        Self.walk(spec)
    }

    /// Walks every element of `spec`, adding their count to a global the optimizer must keep.
    private static func walk(_ spec: LayoutSpec) {
        var count = 0
        _ = spec.forEachElement { _, _, _ in count += 1 }
        walkedElements &+= count
    }
}

/// Every element ``ElementWalkingKernel`` walked: a store the optimizer cannot drop, so that the
/// walk stays.
nonisolated(unsafe) private var walkedElements = 0
