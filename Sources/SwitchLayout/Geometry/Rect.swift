/// A rectangle in content coordinates, in points (`CGRect` on iOS).
///
/// Its size may be negative: frames extrapolated past a transition's end points (a spring's
/// overshoot) can shrink through zero. As with `CGRect`, the edge accessors and the geometric
/// tests then see the standardized rectangle, while `origin` and `size` keep the raw components
/// that interpolation works on.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from, in points (the top-left one for a positive size).
    public var origin: Point
    /// The extent, in points; negative components extend left or up from `origin`.
    public var size: Size

    /// Creates a rectangle from its corner and size, in points.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and its size, in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, in points.
    @inlinable
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The top edge, in points.
    @inlinable
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The right edge, in points.
    @inlinable
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The bottom edge, in points.
    @inlinable
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The horizontal centre, in points.
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre, in points.
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of the standardized rectangle, in points: never negative.
    @inlinable
    public var width: Double { abs(size.width) }
    /// The height of the standardized rectangle, in points: never negative.
    @inlinable
    public var height: Double { abs(size.height) }

    /// Whether the rectangle has no area: a width or a height of 0.
    @inlinable
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether the two rectangles overlap in an area: the test is half-open, so rectangles that
    /// only touch along an edge do not intersect, and an empty rectangle intersects nothing (as
    /// `CGRect.intersects`).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && !isEmpty && !other.isEmpty
    }

    /// Whether `point` lies inside: `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// The rectangle with x and y, width and height swapped: maps between the horizontal axis and
    /// the vertical one.
    @inlinable
    public var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }

    /// The rectangle `progress` of the way from `self` to `other`, per component (x, y, width,
    /// height); `progress` may lie outside [0, 1], which extrapolates.
    @inlinable
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: other.origin, progress: progress),
            size: size.interpolated(to: other.size, progress: progress))
    }

    /// The rectangle scaled by `scale` about its centre (a view's frame under a scale
    /// transform); exactly `self` for a scale of 1.
    @inlinable
    public func scaled(by scale: Double) -> Rect {
        guard scale != 1 else { return self }
        let width = size.width * scale
        let height = size.height * scale
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// The rectangle moved by `delta`, in points: from content to screen coordinates by minus
    /// the content offset, and back.
    @inlinable
    public func offset(by delta: Point) -> Rect {
        Rect(x: origin.x + delta.x, y: origin.y + delta.y, width: size.width, height: size.height)
    }
}
