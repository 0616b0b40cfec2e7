/// The heap memory one implementation's layouts hold in one job, measured by its worker once,
/// before the timed frames: what jemalloc counts allocated and not freed while the scenario's
/// first layout is prepared (`init`) and its first transition started (`startTransition`).
package struct LayoutFootprint: Codable, Hashable, Sendable {
    /// The scenario's name.
    package var scenario: String
    /// The implementation measured.
    package var implementation: String
    /// The number of items.
    package var items: Int
    /// The bytes held, the caller's specs (and their item heights) not included.
    package var bytes: UInt64

    /// Creates a footprint; see the properties.
    package init(scenario: String, implementation: String, items: Int, bytes: UInt64) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.bytes = bytes
    }

    /// The bytes held per item (the whole footprint when there are no items).
    package var bytesPerItem: Double { Double(bytes) / Double(max(1, items)) }
}
