import Foundation
import LabSupport

/// The text of `environment.txt` and a baseline's `toolchain.txt`: one `name: value` line each.
enum NameValueText {
    /// The values of `text`'s lines by name, without surrounding spaces; an error names `path`
    /// and the line that is not a `name: value` line.
    static func fields(of text: String, path: String) throws(FrameLabError) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw FrameLabError("\(path): \(String(line).debugDescription) is not a `name: value` line")
            }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}
