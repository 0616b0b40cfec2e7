/// Numbers as the history stores them in a BLOB: lists of numbers, each under a whole-number
/// key (a metric's id), packed so that a summary row's few dozen metrics and their repetitions
/// take a few hundred bytes, every value read back bit for bit.
///
/// The bytes are the number of lists, then the lists, so that bytes cut short or run on are
/// found. A list is its key and a header as unsigned LEB128 varints, the header being the count times
/// four plus the encoding, then the values:
/// - 0: each a zigzag varint, for whole numbers (counts, frames);
/// - 1: each a zigzag varint of the value times a million, for times in ms that are whole
///   nanoseconds (the timer's resolution);
/// - 2: each a little-endian IEEE 754 double, for anything else (ratios, means).
///
/// A list takes the first encoding every one of its values round-trips through.
package enum PackedNumbers {
    /// Why bytes are not packed numbers.
    package enum Damage: Error, Equatable, CustomStringConvertible {
        /// They end inside a list.
        case truncated(at: Int)
        /// A list names an encoding there is none of.
        case unknownEncoding(Int, at: Int)
        /// Bytes follow the last list.
        case trailingBytes(Int)
        /// The column holds no bytes (text, say).
        case notBytes

        package var description: String {
            switch self {
            case .truncated(let offset): "it ends inside a value (byte \(offset))"
            case .unknownEncoding(let encoding, let offset): "encoding \(encoding) is unknown (byte \(offset))"
            case .trailingBytes(let count): "\(count) bytes follow its last value"
            case .notBytes: "it holds no bytes"
            }
        }
    }

    /// `lists` packed, in their order.
    package static func pack(_ lists: [(key: Int64, values: [Double])]) -> [UInt8] {
        var bytes: [UInt8] = []
        appendVarint(UInt64(lists.count), to: &bytes)
        for (key, values) in lists {
            let encoding = [0, 1].first { encoding in values.allSatisfy { wholeNumber($0, encoding) != nil } } ?? 2
            appendVarint(UInt64(bitPattern: key), to: &bytes)
            appendVarint(UInt64(values.count) << 2 | UInt64(encoding), to: &bytes)
            for value in values {
                if encoding < 2, let whole = wholeNumber(value, encoding) {
                    appendVarint(UInt64(bitPattern: (whole << 1) ^ (whole >> 63)), to: &bytes)
                } else {
                    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
                }
            }
        }
        return bytes
    }

    /// The lists packed in `bytes`, in their order; throws for bytes that are not whole lists.
    package static func unpack(_ bytes: [UInt8]) throws(Damage) -> [(key: Int64, values: [Double])] {
        var lists: [(key: Int64, values: [Double])] = []
        var reader = Reader(bytes: bytes)
        for _ in 0..<(try reader.listCount()) {
            let key = Int64(bitPattern: try reader.varint())
            let (count, encoding) = try reader.header()
            var values: [Double] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try reader.value(encoding)) }
            lists.append((key, values))
        }
        try reader.end()
        return lists
    }

    /// The values of the list under `key` in `bytes`, without unpacking the others' values;
    /// `nil` when no list has the key. Throws for bytes that are not whole lists.
    package static func values(of key: Int64, in bytes: [UInt8]) throws(Damage) -> [Double]? {
        var reader = Reader(bytes: bytes)
        var found: [Double]?
        for _ in 0..<(try reader.listCount()) {
            let listKey = Int64(bitPattern: try reader.varint())
            let (count, encoding) = try reader.header()
            if listKey == key {
                var values: [Double] = []
                values.reserveCapacity(count)
                for _ in 0..<count { values.append(try reader.value(encoding)) }
                found = values
            } else {
                for _ in 0..<count { _ = try reader.value(encoding) }
            }
        }
        try reader.end()
        return found
    }

    /// `value` as the whole number `encoding` stores, when it reads back bit for bit.
    private static func wholeNumber(_ value: Double, _ encoding: Int) -> Int64? {
        let scale = encoding == 0 ? 1.0 : 1e6
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 0x1p53 else { return nil }
        let whole = Int64(scaled)
        return (Double(whole) / scale).bitPattern == value.bitPattern ? whole : nil
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads lists from the front of packed bytes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        /// The number of lists, which the bytes start with.
        mutating func listCount() throws(Damage) -> Int {
            let count = try varint()
            // Each list takes two bytes at least.
            guard count <= UInt64(bytes.count - offset) / 2 else { throw .truncated(at: bytes.count) }
            return Int(count)
        }

        /// Throws unless every byte was read.
        func end() throws(Damage) {
            guard offset == bytes.count else { throw .trailingBytes(bytes.count - offset) }
        }

        mutating func varint() throws(Damage) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < bytes.count, shift < 64 else { throw .truncated(at: offset) }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        /// A list's count and encoding.
        mutating func header() throws(Damage) -> (count: Int, encoding: Int) {
            let start = offset
            let header = try varint()
            let encoding = Int(header & 3)
            guard encoding <= 2 else { throw .unknownEncoding(encoding, at: start) }
            // Each value takes a byte at least: a larger count is damage, not a list to allocate.
            guard header >> 2 <= UInt64(bytes.count - offset) else { throw .truncated(at: bytes.count) }
            return (Int(header >> 2), encoding)
        }

        mutating func value(_ encoding: Int) throws(Damage) -> Double {
            guard encoding == 2 else {
                let zigzag = try varint()
                let whole = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
                return encoding == 0 ? Double(whole) : Double(whole) / 1e6
            }
            guard offset + 8 <= bytes.count else { throw .truncated(at: bytes.count) }
            var pattern: UInt64 = 0
            for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * index) }
            offset += 8
            return Double(bitPattern: pattern)
        }
    }
}
