// Whole numbers are decoded as JSON numbers and converted here rather than decoded as `Int`:
// Foundation reports a fractional or huge number for an `Int` as invalid JSON, without the
// field's path.

extension KeyedDecodingContainer {
    /// The whole number at `key`: a JSON number without a fractional part that fits in an `Int`
    /// and is at least `minimum`.
    func decodeWholeNumber(forKey key: Key, atLeast minimum: Int = .min) throws -> Int {
        let number = try decode(Double.self, forKey: key)
        guard let wholeNumber = Int(exactly: number) else {
            throw LayoutDescriptionError(at: codingPath + [key], value: number, requirement: "a whole number")
        }
        guard wholeNumber >= minimum else {
            throw LayoutDescriptionError(at: codingPath + [key], value: number, requirement: "at least \(minimum)")
        }
        return wholeNumber
    }

    /// The whole number at `key`, if present: a JSON number without a fractional part that fits
    /// in an `Int` and is at least `minimum`.
    func decodeWholeNumberIfPresent(forKey key: Key, atLeast minimum: Int = .min) throws -> Int? {
        guard try hasValue(forKey: key) else { return nil }
        return try decodeWholeNumber(forKey: key, atLeast: minimum)
    }
}
