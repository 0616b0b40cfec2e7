import StrictJSON

extension KeyedDecodingContainer {
    /// The finite number at `key`.
    func decodeFinite(forKey key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw JSONDescriptionError(at: codingPath + [key], value: value, requirement: "finite")
        }
        return value
    }

    /// The duration at `key`, in seconds: positive, finite, at most a minute.
    func decodePositiveDuration(forKey key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, value > 0, value <= ScenarioPhase.maximumDuration else {
            throw JSONDescriptionError(
                at: codingPath + [key], value: value,
                requirement: "positive, at most \(ScenarioPhase.maximumDuration.compactDescription) seconds")
        }
        return value
    }
}
