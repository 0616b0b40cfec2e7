import Algorithms
import ChangePoints
import LabSupport
import RunRecords

/// The series a `framelab history` command reads: which rows (scenario, implementation, items,
/// refresh rate), which metrics, which runner's and which kind of runs. Empty lists select every
/// recorded name (every scenario; the default metrics).
package struct HistorySelection: Sendable {
    /// The scenarios; every recorded one when empty.
    package var scenarios: [String]
    /// The implementations.
    package var implementations: [String]
    /// The metrics; the command's defaults (those the history has) when empty.
    package var metrics: [String]
    /// Only the rows with this many items.
    package var items: Int?
    /// Only the rows at this refresh rate, in Hz (0: the gate's callgrind counts).
    package var refreshRate: Int?
    /// Only this runner's runs.
    package var runner: String?
    /// Only this kind of runs; each kind's series where `nil`.
    package var kind: RecordedRun.Kind?
    /// Whether change points are searched for again in every series, not taken from the searches
    /// kept since (``HistoryStore/changes(keys:metrics:kinds:runner:along:detector:searchingAgain:)``).
    package var searchesAgain = false

    /// A selection; see the properties. By default every recorded scenario of the optimized
    /// kernels, the default metrics, every runner's runs.
    package init(
        scenarios: [String] = [], implementations: [String] = [LabImplementation.optimized.rawValue],
        metrics: [String] = [], items: Int? = nil, refreshRate: Int? = nil, runner: String? = nil,
        kind: RecordedRun.Kind? = nil
    ) {
        self.scenarios = scenarios
        self.implementations = implementations
        self.metrics = metrics
        self.items = items
        self.refreshRate = refreshRate
        self.runner = runner
        self.kind = kind
    }

    /// The metrics `--changes` looks at unless told: the gate's timing metrics, the frames that
    /// change the layout, and the instruction counts.
    package static let changeMetrics = [
        "p50_ms", "steady_p99_ms", "worst_frame_ms", "max_layout_change_ms", "speedup_vs_reference",
        "percent_of_memcpy", "instructions",
    ]

    /// The metric series show unless told.
    package static let seriesMetric = "worst_frame_ms"

    /// The metric the trend page charts unless told: the speedup over the reference in the same
    /// run, whose ratio cancels most of what the machine's load and model do to both kernels'
    /// times, so that its steps are the code's; the worst frame, one frame of thousands, is the
    /// noisiest.
    package static let pageMetric = "speedup_vs_reference"

    /// The rows and metrics selected in `store`, `defaultMetrics` (those the history has) when no
    /// metric is named; throws for an unknown scenario, implementation or metric.
    package func rowsAndMetrics(in store: HistoryStore, defaultMetrics: [String]) throws(FrameLabError) -> (
        keys: [SummaryKey], metrics: [String]
    ) {
        let keys = try store.keys()
        let known = Set(try store.metricNames())
        try HistoryStore.requireKnown(scenarios, "scenario", among: keys.map(\.scenario))
        try HistoryStore.requireKnown(implementations, "implementation", among: keys.map(\.implementation))
        try HistoryStore.requireKnown(metrics, "metric", among: known)
        let selected = keys.filter { key in
            (scenarios.isEmpty || scenarios.contains(key.scenario)) && implementations.contains(key.implementation)
                && items.map { $0 == key.items } ?? true && refreshRate.map { $0 == key.refreshRate } ?? true
        }
        return (selected, metrics.isEmpty ? defaultMetrics.filter(known.contains) : metrics)
    }

    /// The selected series of `store`, each runner's apart, in key and metric order, viewed along
    /// `chain` (the current branch's first-parent commits).
    package func views(in store: HistoryStore, along chain: BranchChain) throws(FrameLabError) -> [SeriesView] {
        let (keys, metrics) = try rowsAndMetrics(in: store, defaultMetrics: [Self.seriesMetric])
        let (kind, runner) = (kind ?? .run, runner)
        // The runs of that kind alone are indexed: a team's gate runs are many, and a series of
        // `make bench` runs has no use for them.
        return try store.reading(only: kind) { () throws(FrameLabError) in
            try store.concurrentlyReading(keys, runner: runner, along: chain) {
                store, key, chain throws(FrameLabError) in
                try Self.views(of: key, metrics: metrics, kind: kind, runner: runner, in: store, along: chain)
            }
        }.flatMap { $0 }
    }

    /// The views of each of `metrics` of the row `key` in `store`'s runs of `kind` (`runner`'s
    /// alone when given), along `chain`.
    private static func views(
        of key: SummaryKey, metrics: [String], kind: RecordedRun.Kind, runner: String?, in store: HistoryStore,
        along chain: BranchChain
    ) throws(FrameLabError) -> [SeriesView] {
        var views: [SeriesView] = []
        for metric in metrics {
            views += try store.series(key, metric: metric, kind: kind, runner: runner).map {
                SeriesView($0, chain: chain)
            }
        }
        return views
    }

    /// The change points of the selected series of `store` along `chain`, with how many rows and
    /// metrics were searched.
    package func changes(in store: HistoryStore, along chain: BranchChain) throws(FrameLabError) -> (
        changes: [DetectedChange], rows: Int, metrics: Int
    ) {
        let (keys, metrics) = try rowsAndMetrics(in: store, defaultMetrics: Self.changeMetrics)
        let found = try store.changes(
            keys: keys, metrics: metrics, kinds: changeKinds, runner: runner, along: chain,
            detector: detector(keys: keys, metrics: metrics), searchingAgain: searchesAgain)
        return (found, keys.count, metrics.count)
    }

    /// ``changes(in:along:)`` and ``views(in:along:)`` of the selected series, a scenario at a
    /// time: `body` gets each scenario's change points and views in turn, so that a page can draw
    /// them and let them go (a team's history is millions of points). The change points are
    /// searched as `--changes` searches them, and kept: a page drawn again reads the series it
    /// shows alone.
    package func forEachScenario(
        in store: HistoryStore, along chain: BranchChain,
        _ body: (_ changes: [DetectedChange], _ views: [SeriesView]) throws(FrameLabError) -> Void
    ) throws(FrameLabError) {
        let (keys, metrics) = try rowsAndMetrics(in: store, defaultMetrics: [Self.seriesMetric])
        let changes = try store.changes(
            keys: keys, metrics: metrics, kinds: changeKinds, runner: runner, along: chain,
            detector: detector(keys: keys, metrics: metrics), searchingAgain: searchesAgain)
        let (kind, runner) = (kind ?? .run, runner)
        for scenario in keys.map(\.scenario).uniqued() {
            let views = try store.concurrentlyReading(
                keys.filter { $0.scenario == scenario }, runner: runner, along: chain
            ) {
                store, key, chain throws(FrameLabError) in
                try Self.views(of: key, metrics: metrics, kind: kind, runner: runner, in: store, along: chain)
            }
            try body(changes.filter { $0.key.scenario == scenario }, views.flatMap { $0 })
        }
    }

    /// The kinds of run whose series change detection searches: the selected kind, else both.
    private var changeKinds: [RecordedRun.Kind] { kind.map { [$0] } ?? [.run, .gate] }

    /// The detector of each metric of `keys`' rows: the timing series of one runner and kind are
    /// examined together, as a gate run's are.
    private func detector(keys: [SummaryKey], metrics: [String]) -> (String) -> ChangePointDetector {
        let timingSeries =
            keys.filter { $0.refreshRate > 0 }.count * metrics.count { !ChangeDetection.isDeterministic($0) }
        return { metric in ChangeDetection.detector(for: metric, seriesPerRun: timingSeries) }
    }
}
