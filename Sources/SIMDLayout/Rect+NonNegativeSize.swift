import SwitchLayout

// `Rect.contains` and `Rect.intersects` standardize both rects (a min and a max per edge). A
// cell's frame at rest, or at a progress in [0, 1], is a rounded convex combination of two frames
// whose sizes are not negative, so its size is not negative either: its edges are its origin and
// origin + size, and these tests leave the standardizing out.

extension Rect {
    /// `contains(point)` for a rect whose size is not negative.
    @inline(__always)
    func containsWithNonNegativeSize(_ point: Point) -> Bool {
        origin.x <= point.x && point.x < origin.x + size.width && origin.y <= point.y
            && point.y < origin.y + size.height
    }

    /// `intersects(rect)` for a rect whose size is not negative, and a `rect` whose edges are
    /// `edges` and which is not empty: it has an area when neither its width nor its height is 0.
    @inline(__always)
    func intersectsWithNonNegativeSize(_ edges: (minX: Double, maxX: Double, minY: Double, maxY: Double)) -> Bool {
        origin.x < edges.maxX && edges.minX < origin.x + size.width && origin.y < edges.maxY
            && edges.minY < origin.y + size.height && size.width != 0 && size.height != 0
    }
}
