import SwitchLayout

/// One prepared layout state, as DisplaySwitcher's `DisplaySwitchLayout` on UIKit: `prepare()`
/// computes an attributes object for every element up front, and each query scans them all.
final class DisplaySwitchLayout {
    /// The validated spec this layout lays out.
    let spec: LayoutSpec
    /// Every element's attributes, in flat order.
    private(set) var cachedAttributes: [CollectionViewLayoutAttributes] = []
    /// The size of the content, in points.
    private(set) var collectionViewContentSize: Size = .zero

    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        self.spec = spec
        prepare()
    }

    /// Computes every element's attributes object, walking the spec's elements in flat order.
    private func prepare() {
        var attributes: [CollectionViewLayoutAttributes] = []
        collectionViewContentSize = spec.forEachElement { kind, indexPath, frame in
            attributes.append(
                CollectionViewLayoutAttributes(
                    indexPath: indexPath, elementKind: kind, frame: frame, layoutState: spec.state))
        }
        cachedAttributes = attributes
    }

    /// The elements whose presented frames intersect `rect`: a scan of every element.
    func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        cachedAttributes.filter { $0.presentedFrame.intersects(rect) }
    }

    /// Draws the cell at `indexPath` with `appearance`, as a layout invalidated for one item
    /// updates its attributes object: a scan to find it.
    func setAppearance(_ appearance: ItemAppearance, forItemAt indexPath: IndexPath) {
        cachedAttributes.first { $0.isElement(ofKind: .cell, at: indexPath) }?.appearance = appearance
    }

    /// The element of `kind` at `indexPath`: a scan of every element.
    func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        cachedAttributes.first { $0.isElement(ofKind: kind, at: indexPath) }
    }
}
