import SwitchLayout

/// The frames of `Lane.laneCount` consecutive elements, lane by lane, in points.
struct FrameLanes<Lane: InterpolationLane> {
    var x: Lane
    var y: Lane
    var width: Lane
    var height: Lane

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
