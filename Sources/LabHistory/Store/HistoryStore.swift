import LabSupport
import RunRecords

/// The lab's memory: every recorded run, in a ``HistoryDatabase``. Recording a run is one
/// transaction, so a run is in the history whole or not at all, and recording it again keeps
/// the first (a run is its runner and its folder's name).
package final class HistoryStore {
    /// The database the history is in.
    package let database: any HistoryDatabase

    /// The ids of the series, metric names and runner names committed so far, so that
    /// recording many runs does not look each up again.
    var seriesIDs: [SummaryKey: Int64] = [:]
    var metricIDs: [String: Int64] = [:]
    var runnerIDs: [String: Int64] = [:]
    /// Every run's point, runner and kind by id, for series, by the runs read; emptied after
    /// recording.
    var indexedRuns: [RunScope: RunIndex] = [:]
    /// The kind of run reads see, every kind when `nil`: a gate's learning windows read gate runs
    /// alone, and the runner's `make bench` runs in the same rows are passed over undecoded.
    var readKind: RecordedRun.Kind?
    /// Each row's fastest repetition of `p50_ms` at each run's id, as read for the ratios of series
    /// of ``RunValue/fastestRepetition``; emptied with ``indexedRuns``, and by change detection
    /// after each row it searches.
    var fastestP50Read: [RowRead: [Double]] = [:]
    /// The row read last, decoded; emptied with ``indexedRuns``.
    var columnsRead: RowColumns?
    /// The chain the last read was placed along, told its runs' places (``placed(_:runner:)``);
    /// emptied with ``indexedRuns``.
    var placedChain: (scope: RunScope, chain: BranchChain)?
    /// Each runner's instruction counts by clean commit and workload, as change points show
    /// them; emptied with ``indexedRuns``.
    var instructionCountsRead: [String: [String: [String: Double]]] = [:]
    /// How the last search of change points used and kept searches (``KeptSearch``).
    package internal(set) var lastKeeping = KeptSearch.Keeping()
    /// The metrics a row is decoded for when it is kept (``RowColumns``), every one when `nil`:
    /// change detection names those it asks for, and a row's others are passed over.
    var rowMetrics: [String]?

    /// Forgets what was read (the run index, rows, fastest repetitions): the history changed.
    func forgetReads() {
        indexedRuns = [:]
        placedChain = nil
        fastestP50Read = [:]
        columnsRead = nil
        instructionCountsRead = [:]
    }

    /// `body`'s result, its reads seeing runs of `kind` alone (``readKind``).
    func reading<Result>(only kind: RecordedRun.Kind, _ body: () throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        let outer = readKind
        readKind = kind
        defer { readKind = outer }
        return try body()
    }

    /// The history in `database`.
    package init(_ database: any HistoryDatabase) {
        self.database = database
        location = nil
    }

    /// The history at `location`, opened (and created on first use).
    package init(_ location: HistoryLocation) throws(FrameLabError) {
        database = try location.open()
        self.location = location
    }

    /// Where the history is, when it was opened from there: reads that search many rows open
    /// more connections to it, one per core (``withReaders(_:_:)``).
    let location: HistoryLocation?

    /// The stores that read beside this one, each through a connection of its own: opened by the
    /// first read that shares its work out and kept for the next, as a PostgreSQL connection
    /// costs a server process and a round of authentication, and a page reads a scenario at a time.
    private var companions: [HistoryStore] = []
    /// Whether ``companions`` are reading now.
    private var companionsReading = false

    /// `body` given this store and `count - 1` others on its history, each with a connection of
    /// its own and nothing read yet, seeing the runs this one sees (``readKind``), to read on as
    /// many threads. This store alone when it was not opened from a location, or when its
    /// companions are reading already (a read shared out reads alone within it).
    func withReaders<Result>(_ count: Int, _ body: ([HistoryStore]) throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        guard let location, !companionsReading, count > 1 else { return try body([self]) }
        while companions.count < count - 1 {
            companions.append(try HistoryStore(location))
        }
        let others = companions.prefix(count - 1)
        for other in others {
            other.forgetReads()
            other.readKind = readKind
        }
        companionsReading = true
        defer { companionsReading = false }
        return try body([self] + others)
    }

    /// Every run as the points of series show it, by id.
    struct RunIndex {
        /// The runs, in the order read.
        private(set) var runs: [IndexedRun] = []
        /// Each id's place in ``runs``, -1 where no run has the id (another runner's, a deleted
        /// one): ids count from 1, so an array, of small numbers where a team's history holds a
        /// hundred thousand ids and one runner's index a tenth of them.
        private var places: [Int32]
        /// The runners, sorted: what ``IndexedRun/runnerOrdinal`` counts.
        let runners: [String]
        /// The largest run id when the index was read: a run the index lacks with an id up to it
        /// is another runner's (or removed), one with a larger id was recorded since.
        let newestID: Int

        /// An index of no runs yet, of `runners`, when the largest id was `newestID`.
        init(runners: [String], newestID: Int) {
            self.runners = runners
            self.newestID = newestID
            places = [Int32](repeating: -1, count: newestID + 1)
        }

        /// Adds `run`, whose id is at most ``newestID``.
        mutating func append(_ run: IndexedRun) {
            places[run.point.runID!] = Int32(runs.count)
            runs.append(run)
        }

        /// How many runs it holds.
        var count: Int { runs.count }

        /// The place in ``runs`` of the run with `id`, if any: its run read there, not copied (a
        /// copy retains its point's source).
        func place(of id: Int) -> Int? {
            guard places.indices.contains(id), places[id] >= 0 else { return nil }
            return Int(places[id])
        }

        /// The run with `id`, if any.
        func run(_ id: Int) -> IndexedRun? {
            place(of: id).map { runs[$0] }
        }

        /// Whether reads through the index pass the run `id` over: another runner's, or removed.
        func passesOver(_ id: Int) -> Bool {
            place(of: id) == nil && id <= newestID
        }
    }

    /// A run as the points of series show it, its runner's and kind's ordinals.
    struct IndexedRun {
        var runnerOrdinal: Int
        var kindOrdinal: Int
        var point: HistorySeries.Point
    }

    /// The runs a read sees: one runner's or every runner's (`nil`), of one kind or of every
    /// kind (`nil`).
    struct RunScope: Hashable {
        var runner: String?
        var kind: RecordedRun.Kind?
    }

    /// A summary row's runs as read.
    struct RowRead: Hashable {
        var key: SummaryKey
        var scope: RunScope
    }
}
