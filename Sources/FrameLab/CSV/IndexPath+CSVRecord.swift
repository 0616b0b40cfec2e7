import LabTables
import SwitchLayout

extension IndexPath: CSVRecord {
    /// The section and the item.
    package static let csvHeader = ["section", "item"]

    package var csvFields: [String] { [String(section), String(item)] }
}
