import LabSupport

extension Acknowledgement {
    /// Records the acknowledgement in the history at `location`, replacing an earlier one of the
    /// same commit, metric and scenario, once the history is known to have runs, the metric and
    /// the scenario if one is named; throws, naming what it lacks, otherwise.
    package func record(in location: HistoryLocation) throws(FrameLabError) {
        let store = try HistoryStore(location)
        let metrics = try store.metricNames()
        guard !metrics.isEmpty else {
            throw FrameLabError("no run is recorded in \(location) yet: nothing to acknowledge")
        }
        try HistoryStore.requireKnown([metric], "metric", among: metrics)
        if let scenario {
            try HistoryStore.requireKnown([scenario], "scenario", among: try store.keys().map(\.scenario))
        }
        try store.acknowledge(self)
    }
}
