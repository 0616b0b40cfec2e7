import Foundation

/// Decoding of the project's strict JSON descriptions (layouts and scenarios): every error is
/// one ``LayoutDescriptionError`` line naming the file, and the field by its JSON path.
package enum JSONDescription {
    /// The `Description` in the JSON file at `path`; `kind` names what the file should hold in
    /// the messages ("layout description", "scenario").
    package static func load<Description: Decodable>(_: Description.Type, contentsOf path: String, kind: String)
        throws(LayoutDescriptionError) -> Description
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LayoutDescriptionError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw LayoutDescriptionError(file: path, message: "is a directory, not a \(kind) file")
        }
        guard let json = FileManager.default.contents(atPath: path) else {
            throw LayoutDescriptionError(file: path, message: "cannot be read")
        }
        guard !json.isEmpty else {
            throw LayoutDescriptionError(file: path, message: "is empty, not a \(kind)")
        }
        do {
            return try decode(Description.self, json: json)
        } catch {
            throw LayoutDescriptionError(file: path, message: error.message)
        }
    }

    /// The `Description` in `json`, a JSON document.
    static func decode<Description: Decodable>(_: Description.Type, json: Data)
        throws(LayoutDescriptionError) -> Description
    {
        do {
            return try JSONDecoder().decode(Description.self, from: json)
        } catch let error as LayoutDescriptionError {
            throw error
        } catch let error as DecodingError {
            throw LayoutDescriptionError(error, json: json)
        } catch {
            throw LayoutDescriptionError(message: String(describing: error))
        }
    }
}
