/// The heap memory one implementation's layouts hold in one job, measured by its worker once,
/// before the timed frames: what jemalloc counts allocated and not freed while the scenario's
/// first layout is prepared (`init`) and its first transition started (`startTransition`).
public struct LayoutFootprint: Codable, Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The implementation measured.
    public var implementation: String
    /// The number of items.
    public var items: Int
    /// The bytes held, the caller's specs (and their item heights) not included.
    public var bytes: UInt64

    /// Creates a footprint; see the properties.
    public init(scenario: String, implementation: String, items: Int, bytes: UInt64) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.bytes = bytes
    }

    /// The bytes held per item (the whole footprint when there are no items).
    public var bytesPerItem: Double { Double(bytes) / Double(max(1, items)) }
}
