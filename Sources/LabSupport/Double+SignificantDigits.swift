import Foundation

extension Double {
    /// The number rounded to `digits` significant digits, but to no more than `maximumDecimals`
    /// places after the point, in plain decimal notation that keeps every digit before the point
    /// (`0.000123`, `1.23`, `12.3`, `812`, `12346`).
    package func description(significantDigits digits: Int, maximumDecimals: Int = .max) -> String {
        guard isFinite, self != 0 else { return compactDescription }
        func decimals(_ value: Double) -> Int {
            min(maximumDecimals, max(0, digits - 1 - Int(Foundation.log10(abs(value)).rounded(.down))))
        }
        // Rounding can carry into a new digit before the point (9.996 to 10.0): count again.
        let scale = Foundation.pow(10, Double(decimals(self)))
        return String(format: "%.*f", decimals((self * scale).rounded() / scale), self)
    }
}
