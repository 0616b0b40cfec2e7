/// The instructions one kernel workload of the optimized layout executed, counted by callgrind:
/// the same for the same code and input on any machine load, so the gate can hold it to 2 %.
public struct InstructionCount: Hashable, Sendable {
    /// The workload measured.
    public var workload: KernelWorkload
    /// The number of items in the collection.
    public var items: Int
    /// The instructions executed (callgrind's `Ir`).
    public var instructions: UInt64

    /// Creates a count; see the properties.
    public init(workload: KernelWorkload, items: Int, instructions: UInt64) {
        self.workload = workload
        self.items = items
        self.instructions = instructions
    }
}
