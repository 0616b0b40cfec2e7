// A stand-in for the parts of UIKit's API that LayoutDriver's UIKit subclasses use, with UIKit's
// signatures, so that AppConsumerTests can type-check them on Linux (nothing here compiles for Apple
// platforms). Not a test source: Package.swift excludes this folder.
@_exported import Foundation

public struct CGAffineTransform { public init(scaleX: CGFloat, y: CGFloat) {} }

@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { self.init() }
    open var frame: CGRect = .zero
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = CGAffineTransform(scaleX: 1, y: 1)
    open var zIndex: Int = 0
}

@MainActor open class UICollectionView: NSObject {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    open var bounds: CGRect = .zero
    open var contentOffset: CGPoint = .zero
    open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil
    ) -> UICollectionViewTransitionLayout { fatalError() }
}

@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var collectionView: UICollectionView? { nil }
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}

@MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var transitionProgress: CGFloat = 0
}

// UIKit's additions to Foundation's IndexPath.
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var item: Int { self[1] }
    public var section: Int { self[0] }
}
