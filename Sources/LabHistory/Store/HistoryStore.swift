import FrameLab

/// The lab's memory: every recorded run, in a ``HistoryDatabase``. Recording a run is one
/// transaction, so a run is in the history whole or not at all, and recording it again keeps
/// the first (a run is its runner and its folder's name).
package final class HistoryStore {
    /// The database the history is in.
    package let database: any HistoryDatabase

    /// The ids of the series and metric names committed so far, so that recording many runs
    /// does not look each up again.
    var seriesIDs: [SeriesKey: Int64] = [:]
    var metricIDs: [String: Int64] = [:]
    /// Every run's point and runner by id, for series; `nil` until read, and after recording.
    var indexedRuns: [Int64: IndexedRun]?

    /// The history in `database`.
    package init(_ database: any HistoryDatabase) {
        self.database = database
    }

    /// The history at `location`, opened (and created on first use).
    package convenience init(_ location: HistoryLocation) throws(FrameLabError) {
        self.init(try location.open())
    }

    /// A run as the points of series show it, and its runner.
    struct IndexedRun {
        var runner: String
        var point: HistorySeries.Point
    }

    /// A series's key in the `series` table.
    struct SeriesKey: Hashable {
        var scenario: String
        var implementation: String
        var items: Int
        var refreshRate: Int
    }
}
