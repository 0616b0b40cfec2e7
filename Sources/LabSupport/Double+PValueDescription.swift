import Foundation

extension Double {
    /// A p-value as the lab prints it: 2 significant digits (`0.043`), in scientific notation
    /// below 0.001 (`1.2e-05`), so that a tiny one is not a line of zeros.
    package var pValueDescription: String {
        self < 0.001 && self > 0 ? String(format: "%.1e", self) : description(significantDigits: 2)
    }
}
