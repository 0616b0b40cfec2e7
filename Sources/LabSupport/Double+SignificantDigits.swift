import Foundation

extension Double {
    /// The number rounded to `digits` significant digits, but to no more than `maximumDecimals`
    /// places after the point, in plain decimal notation that keeps every digit before the point
    /// (`0.000123`, `1.23`, `12.3`, `812`, `12346`), as C's `%.*f` prints it.
    package func description(significantDigits digits: Int, maximumDecimals: Int = .max) -> String {
        guard isFinite, self != 0 else { return compactDescription }
        func decimals(_ value: Double) -> Int {
            min(maximumDecimals, max(0, digits - 1 - Int(Foundation.log10(abs(value)).rounded(.down))))
        }
        // Rounding can carry into a new digit before the point (9.996 to 10.0): count again
        // (not for a subnormal number, whose scale is past the largest double).
        let scale = Foundation.pow(10, Double(decimals(self)))
        let rounded = (self * scale).rounded() / scale
        let places = rounded.isNormal ? decimals(rounded) : decimals(self)
        // Formatting with `String(format:)` costs tens of thousands of instructions, and a table
        // of a long history prints tens of thousands of numbers: whole-number arithmetic gives
        // the same digits wherever the scaled number is not within its rounding error of a tie.
        let scaled = abs(self) * Foundation.pow(10, Double(places))
        let fraction = scaled - scaled.rounded(.down)
        guard places <= 17, scaled < 0x1p52, abs(fraction - 0.5) > scaled * 0x1p-50 + 1e-9 else {
            return String(format: "%.*f", places, self)
        }
        var text = String(UInt64(scaled.rounded()))
        if places > 0 {
            if text.count <= places { text = String(repeating: "0", count: places + 1 - text.count) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
        }
        return (self < 0 ? "-" : "") + text
    }
}
