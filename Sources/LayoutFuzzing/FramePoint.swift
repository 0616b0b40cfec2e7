import SwitchLayout

/// A point of an element's frame that a fuzzed query is placed relative to: a corner of the
/// standardized rectangle or its centre, where half-open tests and ties decide.
public enum FramePoint: CaseIterable, Sendable {
    /// (minX, minY).
    case minXMinY
    /// (maxX, minY).
    case maxXMinY
    /// (minX, maxY).
    case minXMaxY
    /// (maxX, maxY).
    case maxXMaxY
    /// (midX, midY).
    case centre

    /// This point of `frame`, in points.
    public func point(of frame: Rect) -> Point {
        switch self {
        case .minXMinY: Point(x: frame.minX, y: frame.minY)
        case .maxXMinY: Point(x: frame.maxX, y: frame.minY)
        case .minXMaxY: Point(x: frame.minX, y: frame.maxY)
        case .maxXMaxY: Point(x: frame.maxX, y: frame.maxY)
        case .centre: Point(x: frame.midX, y: frame.midY)
        }
    }
}
