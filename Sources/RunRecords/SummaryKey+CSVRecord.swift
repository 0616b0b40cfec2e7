import LabSupport
import LabTables

extension SummaryKey: CSVRecord {
    /// The scenario, the implementation, the number of items and the refresh rate in Hz: the
    /// first columns of every table about summary rows.
    package static let csvHeader = ["scenario", "implementation", "items", "refresh_hz"]

    package var csvFields: [String] { [scenario, implementation, String(items), String(refreshRate)] }

    /// The key in the first columns of `record`, a row of a table about summary rows. Throws when
    /// the item count or refresh rate is not a whole number, naming the column.
    package init(_ record: CSVTable.Record) throws(FrameLabError) {
        self.init(
            scenario: record.field("scenario"), implementation: record.field("implementation"),
            items: try record.wholeNumber("items"), refreshRate: try record.wholeNumber("refresh_hz"))
    }
}
