import SwitchLayout

/// The frames of `Lane.laneCount` consecutive elements, lane by lane, in points: the raw
/// components and the edges of the standardized rectangles (as ``SwitchLayout/Rect`` computes
/// them, so every test gives the reference's answer).
struct FrameLanes<Lane: InterpolationLane> {
    var x: Lane
    var y: Lane
    var width: Lane
    var height: Lane

    @inline(__always) var minX: Lane { x.lanewiseMinimum(x + width) }
    @inline(__always) var maxX: Lane { x.lanewiseMaximum(x + width) }
    @inline(__always) var minY: Lane { y.lanewiseMinimum(y + height) }
    @inline(__always) var maxY: Lane { y.lanewiseMaximum(y + height) }
    /// The centres along the vertical axis, `y + height / 2` as ``SwitchLayout/Rect/midY``.
    @inline(__always) var midY: Lane { y + height * Lane(repeating: 0.5) }

    /// Bit i set where frame i has an area (`Rect.isEmpty` is false).
    @inline(__always) var nonEmptyLanes: UInt {
        let zero = Lane(repeating: 0)
        return (zero.lanes(lessThan: width) | width.lanes(lessThan: zero))
            & (zero.lanes(lessThan: height) | height.lanes(lessThan: zero))
    }

    /// Bit i set where frame i overlaps the rectangle `query` (its edges) in an area, as
    /// `Rect.intersects` answers. When `sizesAreNonNegative`, the frames' edges are x and
    /// x + width exactly, and the test leaves out standardizing them.
    @inline(__always)
    func lanes(intersecting query: (minX: Lane, maxX: Lane, minY: Lane, maxY: Lane), sizesAreNonNegative: Bool)
        -> UInt
    {
        guard sizesAreNonNegative else {
            return minX.lanes(lessThan: query.maxX) & query.minX.lanes(lessThan: maxX)
                & minY.lanes(lessThan: query.maxY)
                & query.minY.lanes(lessThan: maxY) & nonEmptyLanes
        }
        let zero = Lane(repeating: 0)
        return x.lanes(lessThan: query.maxX) & query.minX.lanes(lessThan: x + width) & y.lanes(lessThan: query.maxY)
            & query.minY.lanes(lessThan: y + height) & zero.lanes(lessThan: width) & zero.lanes(lessThan: height)
    }

    /// The frames `progress` of the way to `next`: `self + (next − self) · progress` per
    /// component, the reference's formula.
    @inline(__always)
    func interpolated(to next: FrameLanes, progress: Lane) -> FrameLanes {
        FrameLanes(
            x: x + (next.x - x) * progress, y: y + (next.y - y) * progress,
            width: width + (next.width - width) * progress, height: height + (next.height - height) * progress)
    }

    /// The frame in lane `lane`.
    @inline(__always)
    func rect(lane: Int) -> Rect {
        Rect(x: x.lane(lane), y: y.lane(lane), width: width.lane(lane), height: height.lane(lane))
    }
}
