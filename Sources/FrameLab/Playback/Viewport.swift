import SwitchLayout

/// The collection view's visible area: its size, and where it lies at a content offset.
struct Viewport {
    /// The visible area's size, in points.
    let size: Size

    /// The visible rect at `offset` (the collection view's bounds), in content coordinates.
    func rect(at offset: Point) -> Rect { Rect(origin: offset, size: size) }

    /// The visible area's centre at `offset`, in content coordinates.
    func centre(at offset: Point) -> Point {
        Point(x: offset.x + size.width / 2, y: offset.y + size.height / 2)
    }
}
