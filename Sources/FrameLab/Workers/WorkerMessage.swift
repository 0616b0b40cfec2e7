import RunRecords

/// One line a worker writes to standard output, as JSON: its layout footprint, first; for each
/// repetition the driver requests, the frames' records and then `played`; and last, when its
/// standard input ends, the sign that it finished (a worker that stops without it did not).
package enum WorkerMessage: Codable, Hashable, Sendable {
    /// The heap memory the job's layouts hold.
    case footprint(LayoutFootprint)
    /// A measured frame.
    case frame(FrameRecord)
    /// The repetition requested is over; `frames` records were sent for it.
    case played(frames: Int)
    /// The run is over; `frames` records were sent in all.
    case finished(frames: Int)
}
