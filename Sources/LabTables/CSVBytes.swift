/// The bytes of an RFC 4180 CSV table being written: fields separated by commas, records ended
/// by CRLF, a field quoted (its quotes doubled) only when it holds a comma, a quote or a line
/// break.
///
/// Written by hand rather than with CSV.swift's writer, which hands its output stream one byte
/// at a time through a class, too slow for tables of millions of records; the library still reads.
struct CSVBytes {
    /// How many bytes a writer lets pile up before it passes them on: 64 KiB.
    static let blockSize = 1 << 16

    /// The table so far, UTF-8.
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(Self.blockSize + 4096)
    }

    /// Appends one record of `fields`, ended by CRLF.
    mutating func appendRecord(_ fields: [String]) {
        for index in fields.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var field = fields[index]
            field.withUTF8 { appendField($0) }
        }
        bytes.append(UInt8(ascii: "\r"))
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func appendField(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.contains(where: Self.needsQuoting) else {
            bytes.append(contentsOf: utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsQuoting(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n")
    }
}
