/// How an implementation keeps its layouts, which sets the memory it needs per element.
package enum LayoutStorage: Hashable, Sendable {
    /// One attributes object per element, as UIKit's `UICollectionViewLayoutAttributes`: the
    /// reference.
    case attributesObjects
    /// A few numbers per section, frames computed when asked for: the optimized and scalar
    /// kernels, and the memcpy bound that runs over them. Self-sizing rows add their tops,
    /// which ``MemoryEstimate`` counts with the item heights.
    case closedForm
    /// One attributes object per element and the furthest end of each along the scroll axis, and
    /// in a transition each element's pairing and the two layouts' furthest ends: the cached peer.
    case cachedAttributes
    /// The closed form, plus every element's frame in both layouts in tables while a transition
    /// runs: the C peer of full interpolation.
    case frameTables

    /// The heap memory one prepared layout needs per element, in bytes, rounded up from what
    /// was measured: an attributes object is an instance in jemalloc's 128-byte size class (an
    /// item transition's appearance behind a pointer, set only on the cells it animates) plus its
    /// array slot, and a transition pairs them (measured as a reference worker's peak, which holds
    /// its two layouts and two interpolated frames); the cached peer adds each element's furthest
    /// end; the closed form needs none per element.
    var bytesPerElement: Double {
        switch self {
        case .attributesObjects: 230
        case .cachedAttributes: 240
        case .closedForm, .frameTables: 0
        }
    }

    /// The heap memory one prepared layout needs per section, in bytes: the closed form's slots
    /// and counts (72 bytes), and the spec's section, rounded up. The reference's sections are
    /// part of its elements.
    var bytesPerSection: Double {
        self == .closedForm || self == .frameTables ? 100 : 0
    }

    /// The heap memory one interpolated transition frame needs per element, in bytes: the
    /// reference allocates an attributes object for every element on every frame; the others
    /// interpolate into buffers the caller owns.
    var bytesPerInterpolatedElement: Double {
        self == .attributesObjects ? bytesPerElement : 0
    }

    /// The heap memory a running transition needs per element on top of its two layouts, in
    /// bytes: the C peer's two tables of five columns of Doubles (80), and the two layouts'
    /// frames it builds them from (80); the cached peer's pairs of objects (16), its index of the
    /// elements both layouts have (8) and their furthest ends in each layout (16), rounded up.
    var bytesPerTransitionElement: Double {
        switch self {
        case .frameTables: 160
        case .cachedAttributes: 48
        case .attributesObjects, .closedForm: 0
        }
    }
}
