import SwitchLayout

/// A kernel that runs each of `base`'s per-frame queries (the rect query, the element lookup,
/// the hit test, full interpolation) inside ``wrapping(_:)``: the deliberate regressions that
/// prove the regression gate (``SlowedKernel``, ``DelayedKernel``, ``CacheHostileKernel``) each
/// say only what they add to a query. The answers are `base`'s.
public protocol QueryWrappingKernel: ForwardingKernel {
    /// Runs the query `work` and returns its answer, doing the regression's extra work too.
    func wrapping<Answer>(_ work: () -> Answer) -> Answer
}

extension QueryWrappingKernel {
    @inlinable public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        wrapping { base.layoutAttributesForElements(in: rect, into: &attributes) }
    }

    @inlinable public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        wrapping { base.layoutAttributesForElement(ofKind: kind, at: indexPath) }
    }

    @inlinable public func indexPathForItem(at point: Point) -> IndexPath? {
        wrapping { base.indexPathForItem(at: point) }
    }

    @inlinable public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        wrapping { base.layoutFramesForAllElements(into: &frames) }
    }
}
