extension Int {
    /// The count as a table prints it: whole thousands and millions with `k` and `M`
    /// (`100k`, `1M`), any other count in full.
    package var countDescription: String {
        if self != 0, isMultiple(of: 1_000_000) { return "\(self / 1_000_000)M" }
        if self != 0, isMultiple(of: 1_000) { return "\(self / 1_000)k" }
        return String(self)
    }
}
