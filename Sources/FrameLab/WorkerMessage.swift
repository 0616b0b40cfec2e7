/// One line a worker writes to standard output, as JSON: its layout footprint, first, then the
/// frames' records, and last the sign that it finished (a worker that stops without it did not).
public enum WorkerMessage: Codable, Hashable, Sendable {
    /// The heap memory the job's layouts hold.
    case footprint(LayoutFootprint)
    /// A measured frame.
    case frame(FrameRecord)
    /// The run is over; `frames` records were sent.
    case finished(frames: Int)
}
