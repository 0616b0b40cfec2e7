/// How an implementation keeps its layouts, which sets the memory it needs per element.
public enum LayoutStorage: Hashable, Sendable {
    /// One attributes object per element, as UIKit's `UICollectionViewLayoutAttributes`: the
    /// reference.
    case attributesObjects
    /// A few numbers per section, frames computed when asked for: the optimized and scalar
    /// kernels, and the memcpy bound that runs over them. Self-sizing rows add their tops,
    /// which ``MemoryEstimate`` counts with the item heights.
    case closedForm
    /// The closed form, plus every element's frame in both layouts in tables while a transition
    /// runs: the C peer of full interpolation.
    case frameTables

    /// The heap memory one prepared layout needs per element, in bytes, rounded up from what
    /// was measured (the growth of peak resident memory from 1 to 4 million items): an
    /// attributes object is an instance of 121 bytes in jemalloc's 128-byte size class plus its
    /// array slot (140 measured); the closed form needs none per element.
    var bytesPerElement: Double {
        self == .attributesObjects ? 150 : 0
    }

    /// The heap memory one prepared layout needs per section, in bytes: the closed form's slots
    /// and counts (72 bytes), and the spec's section, rounded up. The reference's sections are
    /// part of its elements.
    var bytesPerSection: Double {
        self == .attributesObjects ? 0 : 100
    }

    /// The heap memory one interpolated transition frame needs per element, in bytes: the
    /// reference allocates an attributes object for every element on every frame; the others
    /// interpolate into buffers the caller owns.
    var bytesPerInterpolatedElement: Double {
        self == .attributesObjects ? bytesPerElement : 0
    }

    /// The heap memory a running transition needs per element on top of its two layouts, in
    /// bytes: the C peer's two tables of five columns of Doubles (80), and the two layouts'
    /// frames it builds them from (80).
    var bytesPerTransitionElement: Double {
        self == .frameTables ? 160 : 0
    }
}
