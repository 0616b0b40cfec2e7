/// Insets around the content, in points (`UIEdgeInsets` on iOS). As in UIKit they lie outside
/// the content: frames start at (0, 0) and the insets only widen the scrollable range.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset above the content, in points.
    public var top: Double
    /// The inset left of the content, in points.
    public var left: Double
    /// The inset below the content, in points.
    public var bottom: Double
    /// The inset right of the content, in points.
    public var right: Double

    /// Creates insets from their four edges, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets with top and left, bottom and right swapped: maps between the horizontal axis
    /// and the vertical one.
    public var transposed: EdgeInsets {
        EdgeInsets(top: left, left: top, bottom: right, right: bottom)
    }
}
