// Whole numbers are decoded as JSON numbers and converted here rather than decoded as `Int`:
// Foundation reports a fractional or huge number for an `Int` as invalid JSON, without the
// field's path.

extension KeyedDecodingContainer {
    /// The whole number at `key`: a JSON number without a fractional part that fits in an `Int`
    /// (a huge one is refused as too large rather than as not whole) and is at least `minimum`.
    package func decodeWholeNumber(forKey key: Key, atLeast minimum: Int = .min) throws -> Int {
        let number = try decode(Double.self, forKey: key)
        guard number.rounded() == number else {
            throw JSONDescriptionError(at: codingPath + [key], value: number, requirement: "a whole number")
        }
        guard let wholeNumber = Int(exactly: number), wholeNumber >= minimum else {
            let requirement = number < Double(minimum) ? "at least \(minimum)" : "at most \(Int.max)"
            throw JSONDescriptionError(at: codingPath + [key], value: number, requirement: requirement)
        }
        return wholeNumber
    }

    /// The whole number at `key`, if present: a JSON number without a fractional part that fits
    /// in an `Int` and is at least `minimum`.
    package func decodeWholeNumberIfPresent(forKey key: Key, atLeast minimum: Int = .min) throws -> Int? {
        guard try hasValue(forKey: key) else { return nil }
        return try decodeWholeNumber(forKey: key, atLeast: minimum)
    }
}
