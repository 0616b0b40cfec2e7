/// An element drawn over the layout that is none of its cells, headers or footers: the App
/// Store card expanding to the screen, the carousel's selection frame. Overlays have the
/// attributes of an element, but rect queries and hit tests of the layout do not return them
/// (UIKit draws them as other views); each frame reports them separately, in z-index order.
public struct Overlay: Hashable, Sendable {
    /// Which overlay this is, e.g. `card` or `selection-frame`.
    public var name: String
    /// The frame in content coordinates, in points, untransformed.
    public var frame: Rect
    /// The opacity in [0, 1].
    public var alpha: Double
    /// A uniform scale about the frame's centre.
    public var transform: Double
    /// The corner radius, in points.
    public var cornerRadius: Double
    /// The drawing order: higher is on top.
    public var zIndex: Int

    /// Creates an overlay.
    public init(
        name: String, frame: Rect, alpha: Double = 1, transform: Double = 1, cornerRadius: Double = 0, zIndex: Int
    ) {
        self.name = name
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
    }

    /// The frame as drawn: scaled by ``transform`` about its centre, in points.
    public var presentedFrame: Rect { frame.scaled(by: transform) }
}
