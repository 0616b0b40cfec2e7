/// A width and a height, in points (`CGSize` on iOS).
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size from its extents, in points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height swapped: maps between the horizontal axis and the vertical one.
    @inlinable
    public var transposed: Size { Size(width: height, height: width) }

    /// The size `progress` of the way from `self` to `other`, per component; `progress` may lie
    /// outside [0, 1], which extrapolates.
    @inlinable
    public func interpolated(to other: Size, progress: Double) -> Size {
        Size(
            width: width + (other.width - width) * progress,
            height: height + (other.height - height) * progress)
    }
}
