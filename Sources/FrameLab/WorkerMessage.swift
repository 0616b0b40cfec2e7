/// One line a worker writes to standard output, as JSON: a frame's record, or, last, the sign
/// that it finished (a worker that stops without it did not).
public enum WorkerMessage: Codable, Hashable, Sendable {
    /// A measured frame.
    case frame(FrameRecord)
    /// The run is over; `frames` records were sent.
    case finished(frames: Int)
}
