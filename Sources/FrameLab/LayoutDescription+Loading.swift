import Foundation

extension LayoutDescription {
    /// The description in the JSON file at `path`; every error names the file.
    public static func load(contentsOf path: String) throws(LayoutDescriptionError) -> LayoutDescription {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LayoutDescriptionError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw LayoutDescriptionError(file: path, message: "is a directory, not a layout description file")
        }
        guard let json = FileManager.default.contents(atPath: path) else {
            throw LayoutDescriptionError(file: path, message: "cannot be read")
        }
        guard !json.isEmpty else {
            throw LayoutDescriptionError(file: path, message: "is empty, not a layout description")
        }
        do {
            return try LayoutDescription(json: json)
        } catch {
            throw LayoutDescriptionError(file: path, message: error.message)
        }
    }

    /// The description in `json`, a JSON document.
    public init(json: Data) throws(LayoutDescriptionError) {
        do {
            self = try JSONDecoder().decode(LayoutDescription.self, from: json)
        } catch let error as LayoutDescriptionError {
            throw error
        } catch let error as DecodingError {
            throw LayoutDescriptionError(error, json: json)
        } catch {
            throw LayoutDescriptionError(message: String(describing: error))
        }
    }
}
