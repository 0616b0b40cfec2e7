/// The frames of `Lane.laneCount` consecutive elements at one progress, lane by lane, in points:
/// the raw components and the edges of the standardized rectangles (as ``SwitchLayout/Rect``
/// computes them, so every test gives the reference's answer).
struct FrameLanes<Lane: InterpolationLane> {
    var x: Lane
    var y: Lane
    var width: Lane
    var height: Lane

    @inline(__always) var minX: Lane { x.lanewiseMinimum(x + width) }
    @inline(__always) var maxX: Lane { x.lanewiseMaximum(x + width) }
    @inline(__always) var minY: Lane { y.lanewiseMinimum(y + height) }
    @inline(__always) var maxY: Lane { y.lanewiseMaximum(y + height) }

    /// Bit i set where frame i has an area (`Rect.isEmpty` is false).
    @inline(__always) var nonEmptyLanes: UInt {
        let zero = Lane(repeating: 0)
        return (zero.lanes(lessThan: width) | width.lanes(lessThan: zero))
            & (zero.lanes(lessThan: height) | height.lanes(lessThan: zero))
    }
}

extension InterpolationTable {
    /// The frames of the `Lane.laneCount` elements from `index` at `progress`:
    /// `current + (next − current) · progress` per component, the reference's formula.
    @inline(__always)
    func frames<Lane: InterpolationLane>(at index: Int, progress: Lane) -> FrameLanes<Lane> {
        @inline(__always)
        func component(_ current: UnsafeMutablePointer<Double>, _ next: UnsafeMutablePointer<Double>) -> Lane {
            let start = Lane(loadingFrom: current + index)
            return start + (Lane(loadingFrom: next + index) - start) * progress
        }
        return FrameLanes(
            x: component(currentFrames.x, nextFrames.x), y: component(currentFrames.y, nextFrames.y),
            width: component(currentFrames.width, nextFrames.width),
            height: component(currentFrames.height, nextFrames.height))
    }

    /// The alphas of the `Lane.laneCount` elements from `index` at `progress`, in [0, 1].
    @inline(__always)
    func alphas<Lane: InterpolationLane>(at index: Int, progress: Lane) -> Lane {
        (Lane(loadingFrom: alphaStart + index) + Lane(loadingFrom: alphaChange + index) * progress)
            .clampedToUnitInterval()
    }
}
