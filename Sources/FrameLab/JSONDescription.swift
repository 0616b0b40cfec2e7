import Foundation

/// Decoding of the project's strict JSON descriptions (layouts and scenarios): every error is
/// one ``LayoutDescriptionError`` line naming the file, and the field by its JSON path.
package enum JSONDescription {
    /// The largest file a description may be, in bytes: room for millions of self-sizing row
    /// heights in each state, and a bound on what a stray path (a disk image, a log) makes the
    /// process read.
    static let maximumFileSize = 256_000_000

    /// The `Description` in the JSON file at `path`; `kind` names what the file should hold in
    /// the messages ("layout description", "scenario").
    package static func load<Description: Decodable>(_: Description.Type, contentsOf path: String, kind: String)
        throws(LayoutDescriptionError) -> Description
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw LayoutDescriptionError(file: path, message: reason)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw LayoutDescriptionError(file: path, message: "is a directory, not a \(kind) file")
        default: throw LayoutDescriptionError(file: path, message: "is not a regular file, so not a \(kind) file")
        }
        guard status.st_size <= maximumFileSize else {
            let megabytes = (Double(status.st_size) / 1e6).rounded(.up).compactDescription
            throw LayoutDescriptionError(
                file: path,
                message: "is \(megabytes) MB, more than the \(maximumFileSize / 1_000_000) MB a \(kind) may have")
        }
        let json: Data
        do {
            json = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LayoutDescriptionError(file: path, message: "cannot be read: \(error.reason)")
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
            try JSONSyntaxValidator.validate(json)
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
