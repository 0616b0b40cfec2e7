import Foundation
import LabSupport

extension RecordedRun {
    /// The run as one line of JSON, keys sorted, dates in ISO 8601, no newline: a line of
    /// `framelab history export`.
    package var jsonLine: String {
        // Every member is a string, number, date or container of them: encoding cannot fail.
        String(decoding: try! Self.encoder.encode(self), as: UTF8.self)
    }

    /// The run a line of an export holds; `location` (`history.jsonl:3`) begins an error.
    package init(jsonLine line: Substring, location: String) throws(FrameLabError) {
        do {
            self = try Self.decoder.decode(RecordedRun.self, from: Data(line.utf8))
        } catch let DecodingError.keyNotFound(key, context) {
            throw FrameLabError("\(location): no \(Self.path(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            let path = Self.path(context.codingPath)
            throw FrameLabError("\(location): \(path.isEmpty ? "" : "\(path): ")\(context.debugDescription)")
        } catch {
            throw FrameLabError("\(location): \(error)")
        }
    }

    /// The runs of an export's `text`, read from `path` (which errors name with the line).
    package static func runs(jsonLines text: String, path: String) throws(FrameLabError) -> [RecordedRun] {
        var runs: [RecordedRun] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            runs.append(try RecordedRun(jsonLine: line, location: "\(path):\(index + 1)"))
        }
        return runs
    }

    /// A JSON path as errors show it: `rows[2].metrics`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
