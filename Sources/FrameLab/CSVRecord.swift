import CSV
import Foundation

/// A value that prints as one record of a CSV table whose columns its type fixes.
public protocol CSVRecord {
    /// The names of the columns, in order: the table's header.
    static var csvHeader: [String] { get }

    /// The value's fields, one per column of ``csvHeader``.
    var csvFields: [String] { get }
}

extension Sequence where Element: CSVRecord {
    /// The elements as an RFC 4180 CSV table: the header, then one record per element, every
    /// record ending in CRLF. A table with no elements is its header alone.
    public func csvText() throws -> String {
        let stream = OutputStream(toMemory: ())
        try writeCSV(to: stream)
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes the table of ``csvText()`` to `stream`.
    func writeCSV(to stream: OutputStream) throws {
        let writer = try CSVWriter(stream: stream, newline: .crlf)
        try writer.write(row: Element.csvHeader)
        for record in self {
            try writer.write(row: record.csvFields)
        }
        // The writer separates records rather than ending them; the last one ends here.
        let newline = Array(writer.configuration.newline.utf8)
        guard stream.write(newline, maxLength: newline.count) == newline.count else {
            throw CSVError.cannotWriteStream
        }
    }
}
