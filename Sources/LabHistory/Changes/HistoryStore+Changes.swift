import ChangePoints
import LabSupport
import RunRecords

extension HistoryStore {
    /// The change points of each of `metrics` of each row of `keys`, in the runs of each of
    /// `kinds`, one series per runner (only `runner`'s when given), along `chain`, found by
    /// `detector(metric)`; each with how the runner's instruction counts moved at its commit and
    /// the acknowledgement that covers it. In key, metric, kind and runner order, each series's
    /// changes oldest first.
    ///
    /// A runner's search is kept (``KeptSearch``): unless `searchingAgain`, a runner with no run
    /// recorded since its search of the same request is not searched again, and its kept change
    /// points are what a search would find. Keeping is not reading: when it fails (a read-only
    /// history, say), the change points are still returned and ``lastKeeping`` says why.
    package func changes(
        keys: [SummaryKey], metrics: [String], kinds: [RecordedRun.Kind], runner: String?, along chain: BranchChain,
        detector: (String) -> ChangePointDetector, searchingAgain: Bool = false
    ) throws(FrameLabError) -> [DetectedChange] {
        let detectors = metrics.map(detector)
        let request = KeptSearch.request(keys: keys, metrics: metrics, kinds: kinds, detectors: detectors)
        // Outside a clone there is no branch, and nothing to keep a search along.
        var (runners, newestID, kept, resumable) = try keptSearches(request, runner: runner, along: chain)
        if chain.commits.isEmpty || searchingAgain { (kept, resumable) = ([:], [:]) }
        let stale = runners.filter { kept[$0] == nil }
        var found: [DetectedChange] = []
        var progress: [String: [KeptSearch.Series: SeriesProgress]] = [:]
        for searched in stale.count == runners.count ? [runner] : stale.map(Optional.some) {
            for searchedKey in try self.searched(
                keys: keys, metrics: metrics, detectors: detectors, kinds: kinds, runner: searched, along: chain,
                resuming: resumable
            ) {
                found += searchedKey.changes
                for (runner, series, made) in searchedKey.progress { progress[runner, default: [:]][series] = made }
            }
        }
        lastKeeping = KeptSearch.Keeping(
            runnersSearched: stale.count, runnersKept: kept.count, runnersResumed: stale.count { resumable[$0] != nil })
        if !chain.commits.isEmpty, !stale.isEmpty {
            var searches = Dictionary(
                uniqueKeysWithValues: stale.map {
                    ($0, KeptSearch(chain: chain, throughRun: newestID, changes: [], progress: progress[$0] ?? [:]))
                })
            for change in found { searches[change.runner]?.changes.append(change) }
            do throws(FrameLabError) {
                try keep(searches, request: request)
            } catch {
                lastKeeping.problem = error
            }
        }
        // Each runner's changes are in order; merged, they go in key, metric, kind, runner order.
        let order = (
            keys: Dictionary(keys.enumerated().map { ($1, $0) }) { first, _ in first },
            metrics: Dictionary(metrics.enumerated().map { ($1, $0) }) { first, _ in first },
            kinds: Dictionary(kinds.enumerated().map { ($1, $0) }) { first, _ in first }
        )
        let merged = (kept.values.flatMap(\.changes) + found).enumerated().sorted { first, second in
            func place(_ change: (offset: Int, element: DetectedChange)) -> (Int, Int, Int, String, Int) {
                let element = change.element
                return (
                    order.keys[element.key] ?? 0, order.metrics[element.metric] ?? 0, order.kinds[element.kind] ?? 0,
                    element.runner, change.offset
                )
            }
            return place(first) < place(second)
        }
        return try annotated(merged.map(\.element))
    }

    /// The change points of each of `metrics` of each row of `keys`, found by `detectors`, in
    /// the runs of each of `kinds` of `runner` (every runner when `nil`) along `chain`, without
    /// counts or acknowledgements, each series resuming from its runner's search in `resuming`
    /// where it holds; and how far each series's search holds: by key, each key's changes in
    /// metric, kind and runner order.
    private func searched(
        keys: [SummaryKey], metrics: [String], detectors: [ChangePointDetector], kinds: [RecordedRun.Kind],
        runner: String?, along chain: BranchChain, resuming: [String: KeptSearch]
    ) throws(FrameLabError) -> [(changes: [DetectedChange], progress: [SearchedProgress])] {
        try concurrentlyReading(keys, runner: runner, along: chain) { store, key, chain throws(FrameLabError) in
            try store.seriesChanges(
                of: key, metrics: metrics, detectors: detectors, kinds: kinds, runner: runner, along: chain,
                resuming: resuming)
        }
    }

    /// How far one runner's search of one series holds.
    typealias SearchedProgress = (runner: String, series: KeptSearch.Series, progress: SeriesProgress)

    /// `changes` with how the instruction counts of each one's runner moved at its commit, and
    /// the acknowledgement that covers it.
    private func annotated(_ changes: [DetectedChange]) throws(FrameLabError) -> [DetectedChange] {
        let acknowledgements = try acknowledgements()
        var annotated: [DetectedChange] = []
        for var change in changes {
            let runnerCounts = try instructionCounts(of: change.runner)
            if let before = runnerCounts[change.previousCommit.sha], let after = runnerCounts[change.commit.sha] {
                change.instructionCounts = after.keys.sorted().compactMap { workload in
                    before[workload].map {
                        DetectedChange.CountChange(workload: workload, before: $0, after: after[workload]!)
                    }
                }
            }
            change.acknowledgement = acknowledgements.last { $0.covers(change) }
            annotated.append(change)
        }
        return annotated
    }

    /// The change points of each of `metrics` of the row `key`, found by `detectors` (one per
    /// metric), in the runs of each of `kinds` (one series per runner, `runner`'s alone when
    /// given) along `chain`, each series resuming from its runner's search in `resuming` where it
    /// holds: in metric, kind and runner order; and how far each series's search holds.
    private func seriesChanges(
        of key: SummaryKey, metrics: [String], detectors: [ChangePointDetector], kinds: [RecordedRun.Kind],
        runner: String?, along chain: BranchChain, resuming: [String: KeptSearch]
    ) throws(FrameLabError) -> (changes: [DetectedChange], progress: [SearchedProgress]) {
        // The row decoded for these metrics alone, and the p50_ms of the fastest repetitions.
        rowMetrics = metrics + [ComparedMetric.p50Milliseconds.rawValue]
        // The fastest p50_ms of its ratios' rows are kept for this row's metrics alone: a hundred
        // thousand runs' of every row would be most of the memory.
        defer { (rowMetrics, fastestP50Read) = (nil, [:]) }
        // The row's series are read one after another, then searched at once.
        var searches: [(series: HistorySeries, searched: KeptSearch.Series, detector: ChangePointDetector)] = []
        for (metric, detector) in zip(metrics, detectors) {
            let byKind = try series(key, metric: metric, kinds: Set(kinds), runner: runner, value: .fastestRepetition)
            for kind in kinds {
                let searched = KeptSearch.Series(key: key, metric: metric, kind: kind)
                searches += (byKind[kind] ?? []).map { ($0, searched, detector) }
            }
        }
        let found = searches.concurrentMap { series, searched, detector in
            let kept = resuming[series.runner]
            return series.changes(
                along: chain, detector: detector,
                resuming: kept.flatMap { search in search.progress[searched].map { ($0, search.throughRun) } })
        }
        return (
            Array(found.map(\.changes).joined()),
            zip(searches, found).map { search, found in (search.series.runner, search.searched, found.progress) }
        )
    }

    /// The instructions of each callgrind workload of `runner`'s runs by clean commit (the median
    /// of the commit's gate runs), the workload named `hit-test N = 10000`: read once per store
    /// and runner, as a page searches a scenario's rows at a time.
    private func instructionCounts(of runner: String) throws(FrameLabError) -> [String: [String: Double]] {
        if let counts = instructionCountsRead[runner] { return counts }
        var values: [String: [String: [Double]]] = [:]
        // Without callgrind rows (no gate run recorded) there are no runs to index.
        let countKeys = try keys().filter { $0.refreshRate == 0 }
        let index = countKeys.isEmpty ? nil : try runIndex(reloaded: false, runner: runner)
        for key in countKeys {
            for recorded in try recordedValues(
                key, metric: "instructions", runner: runner, keepingRow: false, findingFastest: false)
            {
                guard let run = index?.run(recorded.run), !run.point.commit.isDirty else { continue }
                values[run.point.commit.sha, default: [:]]["\(key.scenario) N = \(key.items)", default: []]
                    .append(recorded.value)
            }
        }
        let counts = values.mapValues { workloads in workloads.mapValues { $0.quantile(0.5) } }
        instructionCountsRead[runner] = counts
        return counts
    }
}
