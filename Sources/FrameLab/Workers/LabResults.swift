import RunRecords

/// What the workers of a run sent, in the order of its jobs: every measured frame, each job's
/// layout footprint, and the workers that failed.
package struct LabResults: Sendable {
    /// The frame records.
    package var records: [FrameRecord]
    /// The layout footprint of every job that finished.
    package var footprints: [LayoutFootprint]
    /// The workers that did not finish.
    package var failures: [WorkerFailure]

    /// Results; see the properties.
    package init(records: [FrameRecord], footprints: [LayoutFootprint] = [], failures: [WorkerFailure] = []) {
        self.records = records
        self.footprints = footprints
        self.failures = failures
    }

    /// The summaries of the records, with the footprints' bytes per item.
    package var summaries: [FrameSummary] {
        FrameSummary.summaries(of: records, footprints: footprints)
    }
}
