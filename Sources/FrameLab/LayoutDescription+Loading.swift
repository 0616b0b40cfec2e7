import Foundation

extension LayoutDescription {
    /// The description in the JSON file at `path`; every error names the file.
    public static func load(contentsOf path: String) throws(LayoutDescriptionError) -> LayoutDescription {
        try JSONDescription.load(LayoutDescription.self, contentsOf: path, kind: "layout description")
    }

    /// The description in `json`, a JSON document.
    public init(json: Data) throws(LayoutDescriptionError) {
        self = try JSONDescription.decode(LayoutDescription.self, json: json)
    }
}
