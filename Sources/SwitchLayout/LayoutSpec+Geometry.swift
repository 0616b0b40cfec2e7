// The derived lengths of a layout (content width, column width, row pitch, the visible cell),
// shared by every implementation. They are stated
// on the vertical axis; a horizontal layout computes the same numbers from its transposed bounds
// and insets and transposes the resulting frames.

extension LayoutSpec {
    /// The bounds size as the vertical-axis math sees it: `boundsSize`, transposed on the
    /// horizontal axis.
    public var verticalBoundsSize: Size { axis.vertical(boundsSize) }

    /// The content inset as the vertical-axis math sees it: `contentInset`, transposed on the
    /// horizontal axis.
    public var verticalContentInset: EdgeInsets { axis.vertical(contentInset) }

    /// W, the content's extent across the scroll axis, in points: the bounds less the insets,
    /// never negative.
    public var contentWidth: Double {
        max(0, verticalBoundsSize.width - verticalContentInset.left - verticalContentInset.right)
    }

    /// The width of one column's slot, W ÷ C, in points (not rounded).
    public var columnWidth: Double { contentWidth / Double(columns) }

    /// The visible width of every cell, the column width less twice `cellPadding.x`, in points.
    public var cellWidth: Double { columnWidth - 2 * cellPadding.x }

    /// The row height H_i of the item at `flatItemIndex` (items counted across sections), in
    /// points: from `itemHeights`, else from `aspectRatio` (w ÷ a + padding.y), else
    /// `staticCellHeight`.
    public func rowHeight(forItemAt flatItemIndex: Int) -> Double {
        if let itemHeights { return itemHeights[flatItemIndex] }
        return uniformRowHeight
    }

    /// The row height H shared by every item when `itemHeights` is absent, in points.
    public var uniformRowHeight: Double {
        if let aspectRatio { return cellWidth / aspectRatio + cellPadding.y }
        return staticCellHeight
    }

    /// The range of content offsets UIKit lets the user scroll to for a content of
    /// `contentSize` in a viewport of `viewportSize`, applied to `offset` on both axes:
    /// `[−inset.top, max(−inset.top, contentHeight + inset.bottom − viewportHeight)]` for y, and
    /// likewise for x.
    public func clampedContentOffset(_ offset: Point, contentSize: Size, viewportSize: Size) -> Point {
        func clamp(_ value: Double, leading: Double, trailing: Double, content: Double, viewport: Double) -> Double {
            let lowest = -leading
            let highest = max(lowest, content + trailing - viewport)
            return min(max(value, lowest), highest)
        }
        return Point(
            x: clamp(
                offset.x, leading: contentInset.left, trailing: contentInset.right,
                content: contentSize.width, viewport: viewportSize.width),
            y: clamp(
                offset.y, leading: contentInset.top, trailing: contentInset.bottom,
                content: contentSize.height, viewport: viewportSize.height))
    }
}
