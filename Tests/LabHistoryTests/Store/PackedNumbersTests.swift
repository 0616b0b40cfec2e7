import LabHistory
import PropertyBased
import Testing

@Suite("Packed numbers")
struct PackedNumbersTests {
    /// `count` numbers of every kind the history stores: whole counts, times in whole
    /// nanoseconds (in ms), ratios, and the odd ones (−0, infinities, NaN, huge).
    static func numbers(_ count: Int, using generator: inout Xoshiro) -> [Double] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: Double(Int.random(in: -1_000_000...100_000_000, using: &generator))
            case 1: Double(Int.random(in: 0...50_000_000_000, using: &generator)) / 1e6
            case 2: Double.random(in: 0.001...10_000, using: &generator)
            case 3:
                [-0.0, .infinity, -.infinity, .nan, 0x1p60, -1e300, .leastNonzeroMagnitude].randomElement(
                    using: &generator)!
            default: Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            }
        }
    }

    @Test("Every metric's value and repetitions read back bit for bit")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...12), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 21, 22, 23))
            let entries: [PackedNumbers.Entry] = (0..<count).map { index in
                (
                    key: Int64(index * 7 + Int.random(in: 0...6, using: &generator)),
                    value: Self.numbers(1, using: &generator)[0],
                    samples: Self.numbers(Int.random(in: 0...5, using: &generator), using: &generator)
                )
            }
            let bytes = PackedNumbers.pack(entries.shuffled(using: &generator))
            func bits(_ entry: PackedNumbers.Entry?) -> [UInt64]? {
                entry.map { [UInt64(bitPattern: $0.key), $0.value.bitPattern] + $0.samples.map(\.bitPattern) }
            }
            // propertyCheck ignores an error its body throws: each is recorded as an issue here.
            do {
                #expect(try PackedNumbers.unpack(bytes).map(bits) == entries.map(bits))
            } catch {
                Issue.record("\(entries): \(error)")
            }
        }
    }

    @Test("Bytes cut short anywhere, or with more after, are refused, never read as numbers")
    func damage() throws {
        var generator = Xoshiro(seed: (7, 8, 9, 10))
        let bytes = PackedNumbers.pack([
            (1, 0.000605, [0.000612, 0.000598]), (2, 3176.25, []), (3, 1.5, Self.numbers(5, using: &generator)),
        ])
        for length in 0..<bytes.count {
            #expect(throws: PackedNumbers.Damage.self, "cut at \(length)") {
                try PackedNumbers.unpack(Array(bytes[..<length]))
            }
        }
        #expect(throws: PackedNumbers.Damage.trailingBytes(1)) { try PackedNumbers.unpack(bytes + [0]) }
        #expect(throws: PackedNumbers.Damage.unknownEncoding(12, at: 1)) { try PackedNumbers.unpack([1, 0x2C, 0, 0]) }
        // A count no bytes could hold is damage, not an allocation.
        #expect(throws: PackedNumbers.Damage.self) { try PackedNumbers.unpack([0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }
    }

    @Test("Times in whole nanoseconds, decimals and counts take a few bytes each; other numbers eight")
    func compact() throws {
        // The count of metrics, a header, the count of repetitions when there are any, the value
        // and each repetition's difference from it.
        #expect(PackedNumbers.pack([(3, 0.000605, [0.000612, 0.000598])]).count == 3 + 2 + 1 + 1)
        #expect(PackedNumbers.pack([(3, 0.000605, [])]).count == 2 + 2)
        #expect(PackedNumbers.pack([(3, 12, [0, 1])]).count == 3 + 3)
        #expect(PackedNumbers.pack([(3, 173.1096, [])]).count == 2 + 4)
        #expect(PackedNumbers.pack([(3, 1.0 / 3, [])]).count == 2 + 8)
        // Twenty counts of zero, two bytes each, read back.
        let zeros: [PackedNumbers.Entry] = (0..<20).map { (Int64($0), 0, []) }
        #expect(PackedNumbers.pack(zeros).count == 1 + 20 * 2)
        #expect(try PackedNumbers.unpack(PackedNumbers.pack(zeros)).map(\.key) == zeros.map(\.key))
    }
}
