/// Arbitrary bytes (a libFuzzer input) read front to back as the numbers of a fuzz case. Every
/// byte string decodes to something, and past the end the reader reads zeros, which decode to
/// the plainest values, so a truncated or mutated input stays meaningful.
///
/// Numbers come out shaped the way layouts use them: mostly within a typical range (on a
/// quarter-point grid, where edges coincide and ties happen, or at any fraction), sometimes odd
/// (0, values at the agreement's tolerance, tiny, huge, Double's limits), and sometimes any bit pattern at
/// all. Only when ``allowsInvalidValues`` is set do negative lengths and non-finite numbers get
/// through, which validation must reject.
struct FuzzedBytes {
    private let bytes: [UInt8]
    private var position = 0
    /// Whether lengths may come out negative or non-finite, and any number non-finite.
    var allowsInvalidValues = false

    /// Values a layout or a query rarely takes but the kernels must handle alike: zeros, values
    /// at and around the agreement's tolerance of 0.001, the tiny and the huge, Double's limits, negatives and
    /// non-finite values.
    static let oddValues: [Double] = [
        0, -0.0, 1e-9, 0.000_9, 0.001, 0.001_1, 0.5, 1, 1e6, 1e8, 2e8, 1e12, 1e15, 1e300,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, .ulpOfOne,
        -1e-9, -0.001, -1, -1e15, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// A reader at the start of `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next two bytes as a little-endian number.
    mutating func twoBytes() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// The next eight bytes as a little-endian number.
    mutating func eightBytes() -> UInt64 {
        (0..<8).reduce(0) { bits, shift in bits | UInt64(byte()) << (8 * shift) }
    }

    /// A yes or no: the lowest bit of the next byte.
    mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices` (which must not be empty), picked by the next byte.
    mutating func choice<Element>(_ choices: [Element]) -> Element {
        choices[Int(byte()) % choices.count]
    }

    /// A number, usually within `typical`: see the type's description. Any sign and any value,
    /// non-finite ones only when ``allowsInvalidValues`` is set (else the typical range's upper
    /// bound stands in for them).
    mutating func number(typical: ClosedRange<Double>) -> Double {
        let span = typical.upperBound - typical.lowerBound
        let value: Double
        switch byte() {
        case 0..<96:
            let gridPoints = UInt16(min(span * 4, 65_534)) + 1
            value = typical.lowerBound + Double(twoBytes() % gridPoints) / 4
        case 96..<192:
            value = typical.lowerBound + span * Double(twoBytes()) / Double(UInt16.max)
        case 192..<240:
            value = choice(Self.oddValues)
        default:
            value = Double(bitPattern: eightBytes())
        }
        return value.isFinite || allowsInvalidValues ? value : typical.upperBound
    }

    /// A length, usually within `typical` (which must not be negative): negative values come out
    /// as their magnitude unless ``allowsInvalidValues`` is set.
    mutating func length(typical: ClosedRange<Double>) -> Double {
        let value = number(typical: typical)
        return value >= 0 || allowsInvalidValues ? value : -value
    }

    /// A count, usually in 0..<`typical`, sometimes up to 4 × `typical`, and negative (−1 to −8)
    /// only when ``allowsInvalidValues`` is set.
    mutating func count(typical: Int) -> Int {
        let byte = Int(byte())
        switch byte {
        case 0..<200: return byte % typical
        case 200..<248: return typical + (byte - 200) * 3 * typical / 48
        default: return allowsInvalidValues ? 247 - byte : byte % typical
        }
    }

    /// A transition progress: often exactly 0 or 1, usually within [−0.5, 1.5], sometimes odd
    /// (just past the ends, far outside, huge), and non-finite only when ``allowsInvalidValues``
    /// is set.
    mutating func progress() -> Double {
        switch byte() {
        case 0..<64: return flag() ? 1 : 0
        case 64..<224: return number(typical: -0.5...1.5)
        default:
            return choice([1e-12, -1e-12, 1 - 1e-12, 1 + 1e-12, 1.0 / 3, 2, -1, 10, -10, 1e6, -1e6, 1e300, -0.0])
        }
    }
}
