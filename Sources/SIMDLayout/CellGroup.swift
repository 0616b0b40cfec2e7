import SwitchLayout

/// Up to `Lane.laneCount` consecutive cells of one section at one moment of a layout pair, lane
/// by lane, on the vertical axis.
struct CellGroup<Lane: InterpolationLane> {
    /// The item in lane 0; lane i holds item `firstItem + i`.
    let firstItem: Int
    /// How many lanes, from lane 0, hold a cell.
    let count: Int
    /// The frames at the moment, in points.
    let frames: FrameLanes<Lane>
    /// The frames in the next layout (the frames themselves, at rest), in points.
    let nextFrames: FrameLanes<Lane>
}
