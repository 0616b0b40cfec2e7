extension LayoutDescription {
    /// Every key a layout description may hold, at any depth: the names its documentation must
    /// explain.
    package static var jsonKeys: Set<String> {
        let keys: [[any CodingKey]] = [
            CodingKeys.allCases, SectionDescription.CodingKeys.allCases, StateDescription.CodingKeys.allCases,
            PerStateLength.CodingKeys.allCases, SizeKey.allCases, PointKey.allCases, EdgeInsetsKey.allCases,
        ]
        return Set(keys.joined().map(\.stringValue))
    }
}
