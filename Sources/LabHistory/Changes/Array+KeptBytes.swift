extension [Double] {
    /// The values as the history keeps a change point's sides: each a little-endian IEEE 754
    /// double, read back bit for bit.
    var keptBytes: [UInt8] {
        flatMap { value in Swift.withUnsafeBytes(of: value.bitPattern.littleEndian) { [UInt8]($0) } }
    }

    /// The values `bytes` keep (``keptBytes``); `nil` for bytes that are not whole doubles.
    init?(keptBytes bytes: [UInt8]) {
        guard bytes.count.isMultiple(of: 8) else { return nil }
        self = stride(from: 0, to: bytes.count, by: 8).map { start in
            Double(bitPattern: bytes[start..<start + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) })
        }
    }
}
