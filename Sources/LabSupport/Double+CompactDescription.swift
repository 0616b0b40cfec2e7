extension Double {
    /// The number as the lab prints it: Swift's shortest round-trip `description`, without the
    /// trailing ".0" of an integral value (`6`, `363`, `0.37`, `-12.5`, `1e+16`). Negative zero
    /// prints as `0`.
    package var compactDescription: String {
        guard rounded() == self, abs(self) < 0x1p53 else { return description }
        return String(Int64(self))
    }
}
