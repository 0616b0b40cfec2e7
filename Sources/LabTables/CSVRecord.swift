/// A value that prints as one record of a CSV table whose columns its type fixes.
package protocol CSVRecord {
    /// The names of the columns, in order: the table's header.
    static var csvHeader: [String] { get }

    /// The value's fields, one per column of ``csvHeader``.
    var csvFields: [String] { get }
}

extension Sequence where Element: CSVRecord {
    /// The elements as an RFC 4180 CSV table: the header, then one record per element, every
    /// record ending in CRLF. A table with no elements is its header alone.
    package func csvText() -> String {
        var text = ""
        forEachCSVBlock { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Calls `write` with the bytes of ``csvText()`` in order, in blocks of about 64 KiB, so
    /// that a table of millions of records never sits in memory whole.
    func forEachCSVBlock(_ write: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var table = CSVBytes()
        table.appendRecord(Element.csvHeader)
        for record in self {
            table.appendRecord(record.csvFields)
            if table.bytes.count >= CSVBytes.blockSize {
                try table.bytes.withUnsafeBytes(write)
                table.bytes.removeAll(keepingCapacity: true)
            }
        }
        try table.bytes.withUnsafeBytes(write)
    }
}
