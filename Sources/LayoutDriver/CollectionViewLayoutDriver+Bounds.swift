import SwitchLayout

extension CollectionViewLayoutDriver {
    /// Whether the layout must be prepared again for `newBounds`, the collection view's bounds
    /// (`shouldInvalidateLayout(forBoundsChange:)`): when their size changes (a rotation, a split
    /// view), not when they only move (scrolling, which every frame does).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        Size(width: newBounds.width, height: newBounds.height) != boundsSize
    }

    /// Prepares both states' layouts for bounds of `size` (`prepare()` after an invalidation),
    /// doing nothing when the size has not changed. A running switch goes on at its progress in
    /// the new layouts, its target content offset asked again for the new viewport; the items'
    /// appearances are applied again. Throws the specs' error for a size they refuse (zero
    /// before the collection view is laid out), keeping the layouts it had.
    public mutating func prepare(forBoundsSize size: Size) throws(LayoutError) {
        guard size != boundsSize else { return }
        var resized = self
        resized.listSpec.boundsSize = size
        resized.gridSpec.boundsSize = size
        resized.kernel = try Kernel(resized.spec(for: state))
        if let running = runningSwitch {
            try resized.kernel.startTransition(to: resized.spec(for: running.destination))
            try resized.kernel.setTransitionProgress(transitionProgress)
            resized.runningSwitch?.targetContentOffset = resized.kernel.targetContentOffset(
                forProposedContentOffset: running.startContentOffset, viewportSize: size, mapping: mapping)
        }
        for (indexPath, appearance) in appearances {
            try resized.kernel.setAppearance(appearance, forItemAt: indexPath)
        }
        self = resized
    }
}
