// The layout math is written once, for the vertical axis. These map a value between a layout's
// own axis and the vertical one: the identity on the vertical axis, x↔y and width↔height on the
// horizontal. Each is its own inverse, so the same call maps back.

extension Axis {
    /// `point` as the vertical-axis math sees it, or back.
    @inlinable
    public func vertical(_ point: Point) -> Point { self == .vertical ? point : point.transposed }

    /// `size` as the vertical-axis math sees it, or back.
    @inlinable
    public func vertical(_ size: Size) -> Size { self == .vertical ? size : size.transposed }

    /// `rect` as the vertical-axis math sees it, or back.
    @inlinable
    public func vertical(_ rect: Rect) -> Rect { self == .vertical ? rect : rect.transposed }

    /// `insets` as the vertical-axis math sees them, or back.
    @inlinable
    public func vertical(_ insets: EdgeInsets) -> EdgeInsets { self == .vertical ? insets : insets.transposed }
}
