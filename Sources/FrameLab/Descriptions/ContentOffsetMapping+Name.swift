import SwitchLayout

extension ContentOffsetMapping {
    /// The mapping's name on the command line and in CSV output, in kebab case
    /// (`legacy-display-switcher`).
    package var name: String {
        switch self {
        case .anchored: "anchored"
        case .legacyDisplaySwitcher: "legacy-display-switcher"
        }
    }

    /// The mapping called `name`, or `nil` when there is none.
    package init?(name: String) {
        guard let mapping = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = mapping
    }
}
