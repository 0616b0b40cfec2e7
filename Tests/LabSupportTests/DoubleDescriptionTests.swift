import Foundation
import LabSupport
import PropertyBased
import Testing

@Suite("Numbers as the lab prints them")
struct DoubleDescriptionTests {
    @Test(
        "Numbers print as Swift's shortest round trip, integral ones without \".0\"",
        arguments: [
            (6.0, "6"), (363.0, "363"), (0.37, "0.37"), (-12.5, "-12.5"), (-0.0, "0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e15, "1000000000000000"), (1e16, "1e+16"), (1e-7, "1e-07"), (.infinity, "inf"), (.nan, "nan"),
        ])
    func compactDescription(value: Double, text: String) {
        #expect(value.compactDescription == text)
    }
}

@Suite("Numbers to significant digits")
struct SignificantDigitsTests {
    /// What `description(significantDigits:maximumDecimals:)` printed when it always formatted
    /// with `String(format:)`.
    static func formatted(_ value: Double, _ digits: Int, _ maximumDecimals: Int) -> String {
        guard value.isFinite, value != 0 else { return value.compactDescription }
        func decimals(_ value: Double) -> Int {
            min(maximumDecimals, max(0, digits - 1 - Int(Foundation.log10(abs(value)).rounded(.down))))
        }
        let scale = Foundation.pow(10, Double(decimals(value)))
        let rounded = (value * scale).rounded() / scale
        return String(format: "%.*f", rounded.isNormal ? decimals(rounded) : decimals(value), value)
    }

    @Test("Whole-number formatting prints C's digits, ties and carries included")
    func asFormatted() async {
        await propertyCheck(
            count: 2000, input: Gen.int(in: 0...1_000_000), Gen.int(in: 1...6), Gen.int(in: 0...8)
        ) { seed, digits, maximumDecimals in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            // Times in whole nanoseconds, ties like 0.125, carries like 9.9996, and any double.
            let values = [
                Double(Int.random(in: 1...50_000_000, using: &generator)) / 1e6,
                Double(Int.random(in: -4000...4000, using: &generator)) / 8,
                9.9996 * Foundation.pow(10, Double(Int.random(in: -6...6, using: &generator))),
                Double.random(in: -1e6...1e6, using: &generator),
                Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)),
            ]
            for value in values {
                #expect(
                    value.description(significantDigits: digits, maximumDecimals: maximumDecimals)
                        == Self.formatted(value, digits, maximumDecimals), "\(value)")
            }
        }
    }
}
