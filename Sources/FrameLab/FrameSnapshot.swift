import SwitchLayout

/// What one frame of a scenario shows: the elements in the viewport and the overlays drawn over
/// them, as ``FramePlayer/frame(at:)`` captures them for `framelab frame`.
public struct FrameSnapshot: Sendable {
    /// The frame's index in the play, from 0.
    public var frame: Int
    /// The frame's time, in seconds since the first frame.
    public var time: Double
    /// The content offset, in points.
    public var contentOffset: Point
    /// The cells, headers and footers whose presented frames meet the viewport, in flat order.
    public var attributes: [LayoutAttributes]
    /// The overlays, in content coordinates, in z-index order.
    public var overlays: [Overlay]
}
