import SwitchLayout

/// What one frame of a scenario shows: the elements in the viewport and the overlays drawn over
/// them, as ``FramePlayer/frame(at:)`` captures them for `framelab frame`.
package struct FrameSnapshot: Sendable {
    /// The frame's index in the play, from 0.
    package var frame: Int
    /// The frame's time, in seconds since the first frame.
    package var time: Double
    /// The content offset, in points.
    package var contentOffset: Point
    /// The cells, headers and footers whose presented frames meet the viewport, in flat order.
    package var attributes: [LayoutAttributes]
    /// The overlays, in content coordinates, in z-index order.
    package var overlays: [Overlay]
}
