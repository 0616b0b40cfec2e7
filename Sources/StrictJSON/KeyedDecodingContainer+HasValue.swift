extension KeyedDecodingContainer {
    /// Whether the object has a value other than `null` at `key`: an optional field given
    /// `null` counts as absent.
    package func hasValue(forKey key: Key) throws -> Bool {
        try contains(key) && !decodeNil(forKey: key)
    }
}
