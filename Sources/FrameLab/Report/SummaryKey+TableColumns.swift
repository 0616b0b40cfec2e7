import LabTables
import RunRecords

extension SummaryKey {
    /// The key's columns in a table for people, the key of a row being `key(row)`: the scenario
    /// (cut at 20 characters in a terminal, the length of the longest default one), the
    /// implementation, the items (`100k`, `1M`) and the refresh rate in Hz.
    static func tableColumns<Row>(key: @escaping (Row) -> SummaryKey) -> [TableColumn<Row>] {
        [
            TableColumn(title: "scenario", maximumWidth: 20) { key($0).scenario },
            TableColumn(title: "implementation") { key($0).implementation },
            TableColumn(title: "N", isNumeric: true) { key($0).items.countDescription },
            TableColumn(title: "Hz", isNumeric: true) { String(key($0).refreshRate) },
        ]
    }
}
