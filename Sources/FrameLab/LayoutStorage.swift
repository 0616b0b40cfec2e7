/// How an implementation keeps a prepared layout, which sets the memory it needs per element.
public enum LayoutStorage: Hashable, Sendable {
    /// One attributes object per element, as UIKit's `UICollectionViewLayoutAttributes`: the
    /// reference.
    case attributesObjects
    /// Columns of Doubles with the kinds and index paths beside them: the optimized and scalar
    /// kernels, and the C and memcpy peers that run over them.
    case columns

    /// The heap memory one prepared layout needs per element, in bytes, rounded up from what
    /// was measured (the growth of peak resident memory from 1 to 4 million items): an
    /// attributes object is an instance of 121 bytes in jemalloc's 128-byte size class plus its
    /// array slot (140 measured); the columns are x, y, width and height, the kind, the index
    /// path and the block bounds (70 measured).
    var bytesPerElement: Double {
        switch self {
        case .attributesObjects: 150
        case .columns: 75
        }
    }

    /// The heap memory one interpolated transition frame needs per element, in bytes: the
    /// reference allocates an attributes object for every element on every frame; the columns
    /// interpolate into buffers the caller owns.
    var bytesPerInterpolatedElement: Double {
        switch self {
        case .attributesObjects: bytesPerElement
        case .columns: 0
        }
    }
}
