/// What a row of `summary.csv` is about: one implementation on one scenario at one size and
/// refresh rate. Runs are compared row by row on it.
package struct SummaryKey: Hashable, Sendable {
    /// The scenario's name.
    package var scenario: String
    /// The implementation's name (`reference`, `optimized`, `scalar`, `c`, `memcpy`).
    package var implementation: String
    /// The number of items in the collection.
    package var items: Int
    /// The display's refresh rate, in Hz.
    package var refreshRate: Int

    /// Creates the key of `implementation` on `scenario` with `items` items at `refreshRate` Hz.
    package init(scenario: String, implementation: String, items: Int, refreshRate: Int) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.refreshRate = refreshRate
    }

    /// The key of the row that summarizes `record`.
    package init(_ record: FrameRecord) {
        self.init(
            scenario: record.scenario, implementation: record.implementation, items: record.items,
            refreshRate: record.refreshRate)
    }

}
