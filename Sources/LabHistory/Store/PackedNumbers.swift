/// Numbers packed so that they read back bit for bit in a few bytes each: the encodings a
/// ``SeriesBlock`` stores its columns in, and a summary row's metrics as `summary_rows` held
/// them from migration 6 to 15 (which moves them into blocks).
///
/// A row's bytes are the number of metrics, then each metric (in increasing id order): a varint
/// header, its id less the previous one's times 32, plus 16 when it has repetitions, plus its
/// encoding; with repetitions, their count as a varint; then its value and its repetitions, all
/// in that encoding:
/// - 0 to 9: the number times 10 to that power (a count 0; a time in ms of whole nanoseconds 6)
///   as a zigzag varint, each repetition as the zigzag varint of its difference from the value
///   (repetitions lie near it), for numbers that read back exactly so;
/// - 15: each a little-endian IEEE 754 double, for anything else (ratios, say).
///
/// Varints are unsigned LEB128. Bytes cut short or run on, or an encoding there is none of, are
/// ``Damage``, never numbers.
package enum PackedNumbers {
    /// A metric's numbers: its id, its value, and its repetitions (none when not recorded).
    package typealias Entry = (key: Int64, value: Double, samples: [Double])

    /// Why bytes are not packed numbers.
    package enum Damage: Error, Equatable, CustomStringConvertible {
        /// They end inside a metric.
        case truncated(at: Int)
        /// A metric names an encoding there is none of.
        case unknownEncoding(Int, at: Int)
        /// Bytes follow the last metric.
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

    /// The encoding of doubles.
    static let doubles = 15

    /// `entries` packed, in increasing id order (ids are not negative).
    package static func pack(_ entries: [Entry]) -> [UInt8] {
        var bytes: [UInt8] = []
        appendVarint(UInt64(entries.count), to: &bytes)
        var previous: Int64 = 0
        for (key, value, samples) in entries.sorted(by: { $0.key < $1.key }) {
            let numbers = [value] + samples
            let encoding = encoding(of: numbers)
            appendVarint(UInt64(key - previous) << 5 | (samples.isEmpty ? 0 : 16) | UInt64(encoding), to: &bytes)
            if !samples.isEmpty { appendVarint(UInt64(samples.count), to: &bytes) }
            previous = key
            append(value, samples: samples, in: encoding, to: &bytes)
        }
        return bytes
    }

    /// The encoding every one of `numbers` reads back from exactly: the fewest decimals, else
    /// doubles.
    static func encoding(of numbers: some Collection<Double>) -> Int {
        (0...9).first { decimals in numbers.allSatisfy { scaled($0, decimals) != nil } } ?? doubles
    }

    /// Appends `value` and `samples` in `encoding`, which they read back from exactly
    /// (``encoding(of:)``): each sample as its difference from the value in a decimal encoding.
    static func append(_ value: Double, samples: some Collection<Double>, in encoding: Int, to bytes: inout [UInt8]) {
        guard encoding != doubles else {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            for sample in samples {
                withUnsafeBytes(of: sample.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
            return
        }
        let whole = scaled(value, encoding)!
        appendZigzag(whole, to: &bytes)
        for sample in samples { appendZigzag(scaled(sample, encoding)! &- whole, to: &bytes) }
    }

    /// Every metric packed in `bytes`, in increasing id order; throws for bytes that are not.
    package static func unpack(_ bytes: [UInt8]) throws(Damage) -> [Entry] {
        var entries: [Entry] = []
        // withUnsafeBytes rethrows as `any Error`: the damage is carried out as a value.
        let damage = bytes.withUnsafeBytes { bytes -> Damage? in
            do throws(Damage) {
                try forEachEntry(in: bytes) { key, reader throws(Damage) in entries.append(try reader.entry(key)) }
                return nil
            } catch {
                return error
            }
        }
        if let damage { throw damage }
        return entries
    }

    /// Calls `body` with each metric's id and a reader at its count, which it must read past.
    private static func forEachEntry(
        in bytes: UnsafeRawBufferPointer, _ body: (Int64, inout Reader) throws(Damage) -> Void
    ) throws(Damage) {
        var reader = Reader(bytes: bytes)
        let count = try reader.varint()
        // Each metric takes two bytes at least: a larger count is damage, not a loop to run.
        guard count <= UInt64(bytes.count) / 2 else { throw .truncated(at: bytes.count) }
        var key: Int64 = 0
        for _ in 0..<count {
            let start = reader.offset
            let header = try reader.varint()
            let encoding = Int(header & 15)
            reader.hasSamples = header & 16 != 0
            guard encoding <= 9 || encoding == doubles else { throw .unknownEncoding(encoding, at: start) }
            reader.use(encoding)
            key += Int64(bitPattern: header >> 5)
            try body(key, &reader)
        }
        guard reader.offset == bytes.count else { throw .trailingBytes(bytes.count - reader.offset) }
    }

    /// `value` times 10 to the `decimals`, when that is whole and reads back bit for bit.
    static func scaled(_ value: Double, _ decimals: Int) -> Int64? {
        let scale = powersOfTen[decimals]
        let whole = (value * scale).rounded()
        guard abs(whole) < 0x1p53 else { return nil }
        let integer = Int64(whole)
        // Compared as bits: −0 and NaN are doubles' alone.
        return (Double(integer) / scale).bitPattern == value.bitPattern ? integer : nil
    }

    /// 10 to the powers 0 through 9, exact in a double.
    static let powersOfTen: [Double] = (0...9).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    static func appendZigzag(_ value: Int64, to bytes: inout [UInt8]) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads packed numbers from the front of bytes.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        /// The encoding of the metric being read.
        var encoding = 0
        /// 10 to the power of a decimal encoding: what its whole numbers are divided by.
        var scale = 1.0
        /// Whether the metric being read has repetitions.
        var hasSamples = false

        /// Reads the numbers that follow in `encoding`.
        mutating func use(_ encoding: Int) {
            self.encoding = encoding
            scale = encoding == PackedNumbers.doubles ? 1 : PackedNumbers.powersOfTen[encoding]
        }

        mutating func varint() throws(Damage) -> UInt64 {
            // Most are one byte: a repetition's difference from its value, a header.
            guard offset < bytes.count else { throw .truncated(at: offset) }
            let first = bytes[offset]
            offset += 1
            if first < 0x80 { return UInt64(first) }
            var value = UInt64(first & 0x7F)
            var shift: UInt64 = 7
            while true {
                guard offset < bytes.count, shift < 64 else { throw .truncated(at: offset) }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        /// The metric `key`'s value and repetitions, from its count on.
        mutating func entry(_ key: Int64) throws(Damage) -> Entry {
            let count = try sampleCount()
            let (value, whole) = try number(from: 0)
            var samples: [Double] = []
            samples.reserveCapacity(count)
            for _ in 0..<count { samples.append(try number(from: whole).value) }
            return (key, value, samples)
        }

        /// Past `count` numbers in the encoding being read, not decoded.
        mutating func skipNumbers(_ count: Int) throws(Damage) {
            guard encoding != PackedNumbers.doubles else {
                guard offset + 8 * count <= bytes.count else { throw .truncated(at: bytes.count) }
                offset += 8 * count
                return
            }
            for _ in 0..<count { try skipVarint() }
        }

        /// Past a varint, which ends at its first byte below 128, ten bytes at most.
        private mutating func skipVarint() throws(Damage) {
            let start = offset
            while true {
                guard offset < bytes.count, offset - start < 10 else { throw .truncated(at: offset) }
                let byte = bytes[offset]
                offset += 1
                if byte < 0x80 { return }
            }
        }

        /// A metric's count of repetitions (0 without): each takes a byte at least, so a larger
        /// count is damage, not a list to allocate.
        private mutating func sampleCount() throws(Damage) -> Int {
            guard hasSamples else { return 0 }
            let count = try varint()
            guard count < UInt64(bytes.count - offset) else { throw .truncated(at: bytes.count) }
            return Int(count)
        }

        /// A number, and its whole-number form in a decimal encoding, stored as its difference
        /// from `base`'s.
        mutating func number(from base: Int64) throws(Damage) -> (value: Double, whole: Int64) {
            guard encoding == PackedNumbers.doubles else {
                let zigzag = try varint()
                let whole = (Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)) &+ base
                return (Double(whole) / scale, whole)
            }
            guard offset + 8 <= bytes.count else { throw .truncated(at: bytes.count) }
            var pattern: UInt64 = 0
            for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * index) }
            offset += 8
            return (Double(bitPattern: pattern), 0)
        }
    }
}
