/// A location in content coordinates, in points (`CGPoint` on iOS).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points.
    public var y: Double

    /// Creates a point from its coordinates, in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point with x and y swapped: maps between the horizontal axis and the vertical one.
    @inlinable
    public var transposed: Point { Point(x: y, y: x) }

    /// The point `progress` of the way from `self` to `other`, per coordinate; `progress` may
    /// lie outside [0, 1], which extrapolates.
    @inlinable
    public func interpolated(to other: Point, progress: Double) -> Point {
        Point(x: x + (other.x - x) * progress, y: y + (other.y - y) * progress)
    }

    /// The point mirrored through the origin: (−x, −y).
    @inlinable
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
}
