import SwitchLayout

extension IndexPath: CSVRecord {
    /// The section and the item.
    public static let csvHeader = ["section", "item"]

    public var csvFields: [String] { [String(section), String(item)] }
}
