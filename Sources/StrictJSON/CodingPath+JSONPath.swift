extension [any CodingKey] {
    /// The path as written in JSON: object keys joined by dots, array indices in brackets
    /// (`sections[2].headerHeight.grid`).
    package var jsonPath: String {
        reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
