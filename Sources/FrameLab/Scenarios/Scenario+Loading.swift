import Foundation
import StrictJSON

extension Scenario {
    /// The scenario in the JSON file at `path`; every error names the file and the field.
    package static func load(contentsOf path: String) throws(JSONDescriptionError) -> Scenario {
        try JSONDescription.load(Scenario.self, contentsOf: path, kind: "scenario")
    }

    /// The scenario in `json`, a JSON document.
    package init(json: Data) throws(JSONDescriptionError) {
        self = try JSONDescription.decode(Scenario.self, json: json)
    }

    /// The scenario `reference` names: a default scenario's name, or the path of a JSON file.
    package static func resolve(_ reference: String) throws(JSONDescriptionError) -> Scenario {
        if let scenario = named(reference) { return scenario }
        guard reference.hasSuffix(".json") || reference.contains("/") else {
            let names = defaults.map(\.name).joined(separator: ", ")
            throw JSONDescriptionError(
                message: "unknown scenario \"\(reference)\": not one of \(names), nor a .json file")
        }
        return try load(contentsOf: reference)
    }
}
