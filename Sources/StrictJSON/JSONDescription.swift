import Foundation
import LabSupport

/// Decoding of the project's strict JSON descriptions (layouts, scenarios, the gate's thresholds):
/// every error is one ``JSONDescriptionError`` line naming the file, and the field by its JSON path.
package enum JSONDescription {
    /// The largest file a description may be, in bytes: room for millions of self-sizing row
    /// heights in each state, and a bound on what a stray path (a disk image, a log) makes the
    /// process read.
    package static let maximumFileSize = 256_000_000

    /// The `Description` in the JSON file at `path`; `kind` names what the file should hold in
    /// the messages ("layout description", "scenario").
    package static func load<Description: Decodable>(_: Description.Type, contentsOf path: String, kind: String)
        throws(JSONDescriptionError) -> Description
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw JSONDescriptionError(file: path, message: reason)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw JSONDescriptionError(file: path, message: "is a directory, not a \(kind) file")
        default: throw JSONDescriptionError(file: path, message: "is not a regular file, so not a \(kind) file")
        }
        guard status.st_size <= maximumFileSize else {
            let megabytes = (status.st_size + 999_999) / 1_000_000
            throw JSONDescriptionError(
                file: path,
                message: "is \(megabytes) MB, more than the \(maximumFileSize / 1_000_000) MB a \(kind) may have")
        }
        let json: Data
        do {
            json = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw JSONDescriptionError(file: path, message: "cannot be read: \(error.reason)")
        }
        guard !json.isEmpty else {
            throw JSONDescriptionError(file: path, message: "is empty, not a \(kind)")
        }
        do {
            return try decode(Description.self, json: json)
        } catch {
            throw JSONDescriptionError(file: path, message: error.message)
        }
    }

    /// The `Description` in `json`, a JSON document.
    package static func decode<Description: Decodable>(_: Description.Type, json: Data)
        throws(JSONDescriptionError) -> Description
    {
        do {
            try JSONSyntaxValidator.validate(json)
            return try JSONDecoder().decode(Description.self, from: json)
        } catch let error as JSONDescriptionError {
            throw error
        } catch let error as DecodingError {
            throw JSONDescriptionError(error, json: json)
        } catch {
            throw JSONDescriptionError(message: String(describing: error))
        }
    }
}
