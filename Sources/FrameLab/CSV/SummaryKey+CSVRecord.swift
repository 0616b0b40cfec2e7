extension SummaryKey: CSVRecord {
    /// The scenario, the implementation, the number of items and the refresh rate in Hz: the
    /// first columns of every table about summary rows.
    package static let csvHeader = ["scenario", "implementation", "items", "refresh_hz"]

    package var csvFields: [String] { [scenario, implementation, String(items), String(refreshRate)] }
}
