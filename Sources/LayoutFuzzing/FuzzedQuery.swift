import SwitchLayout

/// Where a fuzz case asks the kernels about, at every moment of its transition: a point placed
/// relative to an element's frame at that moment (or in plain content coordinates), the rect
/// from that point, and an element to look up.
public struct FuzzedQuery: Sendable {
    /// The flat index of the element whose frame the point is placed relative to, taken modulo
    /// the element count; `nil` places it relative to the content's origin.
    public var anchor: Int?
    /// The point of the anchor's frame the offset starts from.
    public var framePoint: FramePoint
    /// From the anchor's point to the query's point, in points.
    public var offset: Point
    /// The size of the query rect from the query's point, in points (a negative size extends
    /// left or up, as a `CGRect`'s does).
    public var size: Size
    /// The kind of the element to look up.
    public var lookupKind: ElementKind
    /// The index path of the element to look up, present or not.
    public var lookupIndexPath: IndexPath

    /// Creates a query.
    public init(
        anchor: Int?, framePoint: FramePoint, offset: Point, size: Size, lookupKind: ElementKind,
        lookupIndexPath: IndexPath
    ) {
        self.anchor = anchor
        self.framePoint = framePoint
        self.offset = offset
        self.size = size
        self.lookupKind = lookupKind
        self.lookupIndexPath = lookupIndexPath
    }

    /// The query's point among `frames` (every element's frame at the moment, in flat order), in
    /// points.
    public func point(among frames: ElementFrames) -> Point {
        var base = Point.zero
        if let anchor, frames.count > 0 {
            base = framePoint.point(of: frames.frame(at: anchor % frames.count))
        }
        return Point(x: base.x + offset.x, y: base.y + offset.y)
    }
}
