import Foundation
import StrictJSON

extension LayoutDescription {
    /// The description in the JSON file at `path`; every error names the file.
    package static func load(contentsOf path: String) throws(JSONDescriptionError) -> LayoutDescription {
        try JSONDescription.load(LayoutDescription.self, contentsOf: path, kind: "layout description")
    }

    /// The description in `json`, a JSON document.
    package init(json: Data) throws(JSONDescriptionError) {
        self = try JSONDescription.decode(LayoutDescription.self, json: json)
    }
}
