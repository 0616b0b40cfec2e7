extension Double {
    /// Whether this time is at or past `end`, both in seconds on the scenario's clock: within a
    /// nanosecond counts, since a player reaches the end of an animation by adding up the same
    /// durations in another order.
    func hasReached(_ end: Double) -> Bool {
        self >= end - 1e-9
    }
}
