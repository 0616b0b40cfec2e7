import FrameLab

extension InstructionCount: CSVRecord {
    /// The workload's name, the item count and the instructions: one row of
    /// `baseline-instructions.csv`.
    public static let csvHeader = ["kernel", "items", "instructions"]

    public var csvFields: [String] {
        [workload.rawValue, String(items), String(instructions)]
    }
}
