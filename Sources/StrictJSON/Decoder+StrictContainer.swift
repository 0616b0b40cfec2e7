// Foundation's keyed containers skip keys their CodingKey type does not know. A layout
// description rejects them instead, so a misspelt key is reported rather than silently ignored:
// these containers first list the keys the JSON object really has.

extension Decoder {
    /// The keyed container of the JSON object being decoded; a key not in `Key` throws, naming
    /// it.
    package func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws
        -> KeyedDecodingContainer<Key>
    {
        try container(keyedBy: AnyCodingKey.self).rejectKeys(notIn: type)
        return try container(keyedBy: type)
    }
}

extension KeyedDecodingContainer {
    /// The keyed container of the JSON object at `key`; a key not in `NestedKey` throws, naming
    /// it.
    package func strictNestedContainer<NestedKey: CodingKey & CaseIterable>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedContainer(keyedBy: AnyCodingKey.self, forKey: key).rejectKeys(notIn: type)
        return try nestedContainer(keyedBy: type, forKey: key)
    }
}

extension KeyedDecodingContainer<AnyCodingKey> {
    /// Throws for the first key, in alphabetical order, that `Known` does not have.
    fileprivate func rejectKeys<Known: CodingKey & CaseIterable>(notIn _: Known.Type) throws(JSONDescriptionError) {
        let unknownKeys = allKeys.filter { Known(stringValue: $0.stringValue) == nil }
        guard let unknownKey = unknownKeys.min(by: { $0.stringValue < $1.stringValue }) else { return }
        let knownKeys = Known.allCases.map(\.stringValue).joined(separator: ", ")
        throw JSONDescriptionError(at: codingPath + [unknownKey], "unknown key; expected one of \(knownKeys)")
    }
}
