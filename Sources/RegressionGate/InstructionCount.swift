/// The instructions one kernel workload of the optimized layout executed, counted by callgrind:
/// the same for the same code and input on any machine load, so the gate can hold it to 2 %.
public struct InstructionCount: Hashable, Sendable {
    /// The workload measured.
    public var workload: KernelWorkload
    /// The number of items in the collection.
    public var items: Int
    /// The instructions executed (callgrind's `Ir`).
    public var instructions: UInt64

    /// A workload at an item count: what a count is of, and what the baseline finds it by.
    public struct Subject: Hashable, Sendable, CustomStringConvertible {
        /// The workload.
        public var workload: KernelWorkload
        /// The number of items in the collection.
        public var items: Int

        /// A workload at `items` items.
        public init(_ workload: KernelWorkload, items: Int) {
            self.workload = workload
            self.items = items
        }

        /// `prepare · N = 10000`.
        public var description: String { "\(workload.rawValue) · N = \(items)" }
    }

    /// The workload and item count counted.
    public var subject: Subject { Subject(workload, items: items) }

    /// Creates a count; see the properties.
    public init(workload: KernelWorkload, items: Int, instructions: UInt64) {
        self.workload = workload
        self.items = items
        self.instructions = instructions
    }
}
