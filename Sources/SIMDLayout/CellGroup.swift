import SwitchLayout

/// Up to `Lane.laneCount` consecutive cells of one section at one moment of a layout pair, lane
/// by lane, on the vertical axis.
struct CellGroup<Lane: InterpolationLane> {
    /// The cells' section.
    let section: Int
    /// The item in lane 0; lane i holds item `firstItem + i`.
    let firstItem: Int
    /// How many lanes, from lane 0, hold a cell.
    let count: Int
    /// The frames at the moment, in points.
    let frames: FrameLanes<Lane>
    /// The frames in the next layout (the frames themselves, at rest), in points.
    let nextFrames: FrameLanes<Lane>

    /// Bit i set where lane i holds a cell.
    @inline(__always) var cellLanes: UInt { count == UInt.bitWidth ? ~0 : (1 << count) - 1 }
}

extension CellGroup {
    /// Calls `body` with the lane, frame and next frame of each cell whose bit is set in `lanes`,
    /// in lane order. The lanes are stored once to read them one by one: reading a lane of a
    /// vector in place copies the whole vector each time.
    @inline(__always)
    func forEachCell(inLanes lanes: UInt, _ body: (_ lane: Int, _ frame: Rect, _ nextFrame: Rect) -> Void) {
        guard lanes != 0 else { return }
        let width = Lane.laneCount
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 8 * width) { storage in
            let base = storage.baseAddress!
            frames.x.store(to: base)
            frames.y.store(to: base + width)
            frames.width.store(to: base + 2 * width)
            frames.height.store(to: base + 3 * width)
            nextFrames.x.store(to: base + 4 * width)
            nextFrames.y.store(to: base + 5 * width)
            nextFrames.width.store(to: base + 6 * width)
            nextFrames.height.store(to: base + 7 * width)
            var lanes = lanes
            while lanes != 0 {
                let lane = lanes.trailingZeroBitCount
                lanes &= lanes - 1
                /// The frame whose components start at column `first`.
                func frame(from first: Int) -> Rect {
                    Rect(
                        x: base[first * width + lane], y: base[(first + 1) * width + lane],
                        width: base[(first + 2) * width + lane], height: base[(first + 3) * width + lane])
                }
                body(lane, frame(from: 0), frame(from: 4))
            }
        }
    }
}
