/// What a row of `summary.csv` is about: one implementation on one scenario at one size and
/// refresh rate. Runs are compared row by row on it.
public struct SummaryKey: Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The implementation's name (`reference`, `optimized`, `scalar`, `c`, `memcpy`).
    public var implementation: String
    /// The number of items in the collection.
    public var items: Int
    /// The display's refresh rate, in Hz.
    public var refreshRate: Int

    /// Creates the key of `implementation` on `scenario` with `items` items at `refreshRate` Hz.
    public init(scenario: String, implementation: String, items: Int, refreshRate: Int) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.refreshRate = refreshRate
    }

    /// The key of the row that summarizes `record`.
    public init(_ record: FrameRecord) {
        self.init(
            scenario: record.scenario, implementation: record.implementation, items: record.items,
            refreshRate: record.refreshRate)
    }

}
