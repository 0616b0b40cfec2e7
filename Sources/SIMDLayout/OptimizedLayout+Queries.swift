import SwitchLayout

// The per-frame queries, answered by the layout pair at its progress (LayoutMoment+Queries).
//
// Queries run one lane at a time whatever `Lane` is; only full interpolation uses `Lane`. A
// query meets a few dozen cells and spends most of its work outside the lanes (the search,
// writing each cell's attributes): eight lanes saved little with warm caches, and one lane was
// faster in the lab's cold frames (switch-list-to-grid, against the cached peer); the figures are
// in docs/architecture.md ("The closed-form kernels").

extension OptimizedLayout {
    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        if pair.isTransitioning {
            pair.moment.layoutAttributesForElements(in: rect, into: &attributes)
        } else {
            pair.current.layoutAttributesForElements(in: rect, into: &attributes)
        }
        if !appearances.isEmpty {
            pair.moment.apply(appearances, toElementsIn: rect, &attributes)
        }
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        var attributes = pair.moment.layoutAttributesForElement(ofKind: kind, at: indexPath)
        if kind == .cell, let appearance = appearances[indexPath] {
            attributes?.appearance = appearance
        }
        return attributes
    }

    /// A point meets a handful of candidate cells and the test stops at the first that holds
    /// it: eight lanes made a hit test slower than one did (mid-transition, 100,000 items).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        appearances.isEmpty
            ? pair.moment.indexPathForItem(at: point)
            : pair.moment.indexPathForItem(at: point, applying: appearances)
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        pair.moment.layoutFramesForAllElements(into: &frames, lanes: Lane.self)
        if !appearances.isEmpty {
            frames.setAlpha(of: appearances, current: currentSpec, next: nextSpec)
        }
    }
}
