/// Why a JSON description (a layout, a scenario, the gate's thresholds) could not be loaded, as
/// one line that names the file, or the field by its JSON path (`sections[2].items`), and the bad
/// value where there is one.
package struct JSONDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the description was read from, or `nil` when it was decoded from data.
    package var file: String?
    /// What is wrong, e.g. `grid.colums: unknown key` or
    /// `grid.columns = 0 is invalid: it must be at least 1`.
    package var message: String

    /// Creates an error saying `message`, about `file` if it came from one.
    package init(file: String? = nil, message: String) {
        self.file = file
        self.message = message
    }

    /// An error about the field at `codingPath`: `reason` says what is wrong with it.
    package init(at codingPath: [any CodingKey], _ reason: String) {
        self.init(message: codingPath.isEmpty ? reason : "\(codingPath.jsonPath): \(reason)")
    }

    /// An error about the number at `codingPath`: `sections[2].items = -1 is invalid: it must be
    /// at least 0`, worded as the layout model words an invalid parameter of its own.
    package init(at codingPath: [any CodingKey], value: Double, requirement: String) {
        let shown = value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        self.init(message: "\(codingPath.jsonPath) = \(shown) is invalid: it must be \(requirement)")
    }

    package var description: String {
        guard let file else { return message }
        return "\(file): \(message)"
    }
}
