/// One row of a recorded run: the metrics of one implementation on one scenario at one size and
/// refresh rate (a `summary.csv` row), or one kernel workload's callgrind counts in a gate run
/// (refresh rate 0). Metrics are kept by name, so a new column needs no new schema.
package struct RecordedRow: Codable, Hashable, Sendable {
    /// The scenario's name, or the kernel workload's for a callgrind count.
    package var scenario: String
    /// The implementation's name.
    package var implementation: String
    /// The number of items in the collection.
    package var items: Int
    /// The refresh rate, in Hz; 0 for a callgrind count, which has none.
    package var refreshRate: Int
    /// The row's status (`verified`, `reference`, `unverified`…; `callgrind` for a count).
    package var status: String
    /// Each metric that has a value, by its `summary.csv` column name, in the column's unit.
    package var metrics: [String: Double]
    /// For the metrics `framelab compare` tests, their value in each repetition, in order.
    package var samples: [String: [Double]]

    /// The status of a callgrind count's row.
    package static let callgrindStatus = "callgrind"

    /// Creates a row; see the properties.
    package init(
        scenario: String, implementation: String, items: Int, refreshRate: Int, status: String,
        metrics: [String: Double], samples: [String: [Double]] = [:]
    ) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.refreshRate = refreshRate
        self.status = status
        self.metrics = metrics
        self.samples = samples
    }

    private enum CodingKeys: String, CodingKey {
        case scenario, implementation, items
        case refreshRate = "refresh_hz"
        case status, metrics, samples
    }
}
