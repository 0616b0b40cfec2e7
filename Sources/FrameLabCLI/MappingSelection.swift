import ArgumentParser
import FrameLab
import SwitchLayout

/// The value of `--mapping`: one content-offset mapping by its name, or `both`.
struct MappingSelection: ExpressibleByArgument {
    /// The mappings selected, in ``ContentOffsetMapping``'s order.
    var mappings: [ContentOffsetMapping]

    /// Every mapping.
    static let both = MappingSelection(mappings: ContentOffsetMapping.allCases)

    private init(mappings: [ContentOffsetMapping]) {
        self.mappings = mappings
    }

    init?(argument: String) {
        if argument == "both" {
            self = .both
        } else if let mapping = ContentOffsetMapping(name: argument) {
            self.init(mappings: [mapping])
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ContentOffsetMapping.allCases.map(\.name) + ["both"] }

    var defaultValueDescription: String {
        mappings.count == 1 ? mappings[0].name : "both"
    }
}
