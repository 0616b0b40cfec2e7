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

    @Test("Every list reads back bit for bit, alone or among others")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...12), Gen.int(in: 0...1_000_000)) { lists, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 21, 22, 23))
            let packed = (0..<lists).map { index in
                (
                    key: Int64(index * 7 + Int.random(in: 0...6, using: &generator)),
                    values: Self.numbers(Int.random(in: 0...12, using: &generator), using: &generator)
                )
            }
            let bytes = PackedNumbers.pack(packed)
            // propertyCheck ignores an error its body throws: each is recorded as an issue here.
            do {
                let unpacked = try PackedNumbers.unpack(bytes)
                #expect(unpacked.map(\.key) == packed.map(\.key))
                #expect(unpacked.map { $0.values.map(\.bitPattern) } == packed.map { $0.values.map(\.bitPattern) })
                for list in packed {
                    let values = try PackedNumbers.values(of: list.key, in: bytes)
                    #expect(values?.map(\.bitPattern) == list.values.map(\.bitPattern))
                }
                #expect(try PackedNumbers.values(of: -5, in: bytes) == nil)
            } catch {
                Issue.record("\(packed): \(error)")
            }
        }
    }

    @Test("Bytes cut short anywhere, or with more after, are refused, never read as numbers")
    func damage() throws {
        var generator = Xoshiro(seed: (7, 8, 9, 10))
        let bytes = PackedNumbers.pack([
            (1, [0.000605, 0.000612]), (2, [3176.25]), (3, Self.numbers(5, using: &generator)),
        ])
        for length in 0..<bytes.count {
            #expect(throws: PackedNumbers.Damage.self, "cut at \(length)") {
                try PackedNumbers.unpack(Array(bytes[..<length]))
            }
            #expect(throws: PackedNumbers.Damage.self) { try PackedNumbers.values(of: 1, in: Array(bytes[..<length])) }
        }
        #expect(throws: PackedNumbers.Damage.trailingBytes(1)) { try PackedNumbers.unpack(bytes + [0]) }
        // A count of lists no bytes could hold is damage, not an allocation.
        #expect(throws: PackedNumbers.Damage.self) { try PackedNumbers.unpack([0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }
    }

    @Test("Times in whole nanoseconds and counts take a few bytes each; other numbers eight")
    func compact() {
        #expect(PackedNumbers.pack([(3, [0.000605, 0.000612, 0.000598])]).count == 1 + 2 + 3 * 2)
        #expect(PackedNumbers.pack([(3, [12, 0, 1])]).count == 1 + 2 + 3)
        #expect(PackedNumbers.pack([(3, [3176.123456789])]).count == 1 + 2 + 8)
    }
}
