extension [UInt64] {
    /// The words as the history keeps numbers in a BLOB: each little-endian, read back bit for bit.
    var keptBytes: [UInt8] {
        flatMap { word in Swift.withUnsafeBytes(of: word.littleEndian) { [UInt8]($0) } }
    }

    /// The words `bytes` keep (``keptBytes``); `nil` for bytes that are not whole words.
    init?(keptBytes bytes: [UInt8]) {
        guard bytes.count.isMultiple(of: 8) else { return nil }
        self = stride(from: 0, to: bytes.count, by: 8).map { start in
            bytes[start..<start + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}

extension [Double] {
    /// The values as the history keeps a change point's sides: each a little-endian IEEE 754
    /// double, read back bit for bit.
    var keptBytes: [UInt8] { map(\.bitPattern).keptBytes }

    /// The values `bytes` keep (``keptBytes``); `nil` for bytes that are not whole doubles.
    init?(keptBytes bytes: [UInt8]) {
        guard let words = [UInt64](keptBytes: bytes) else { return nil }
        self = words.map(Double.init(bitPattern:))
    }
}
