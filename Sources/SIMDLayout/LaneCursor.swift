/// Where `Lane.laneCount` consecutive items of a section fall in its grid, as whole numbers in
/// lanes, moving on one group of lanes at a time: what a loop over cells reads each cell's column
/// and row from (``GridCursor``, ``PeriodicGridCursor``).
protocol LaneCursor<Lane> {
    associatedtype Lane: InterpolationLane
    /// Each lane's column, from 0 to `columns − 1`.
    var column: Lane { get }
    /// Each lane's row.
    var row: Lane { get }
    /// Moves on to the next `Lane.laneCount` items.
    mutating func advance()
}
