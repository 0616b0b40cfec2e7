import Foundation

// Foundation's decoding errors carry the coding path but say what was found only in prose. The
// JSON is parsed again, on this error path only, to show the offending value. (Invalid JSON
// never gets here: `JSONSyntaxValidator` reports it first, with its path.)

extension JSONDescriptionError {
    /// The error that `error`, thrown decoding `json`, stands for: one line naming the field by
    /// its JSON path and the value found there.
    init(_ error: DecodingError, json: Data) {
        switch error {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            let found = Self.value(at: context.codingPath, in: json).map { ", found \($0)" } ?? ""
            self.init(at: context.codingPath, "expected \(Self.name(of: type))\(found)")
        case let .keyNotFound(key, context):
            self.init(at: context.codingPath + [key], "missing required key")
        case let .dataCorrupted(context):
            self.init(at: context.codingPath, context.debugDescription)
        @unknown default:
            self.init(message: String(describing: error))
        }
    }

    /// What a value of `type` is called in JSON.
    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }

    /// The value at `codingPath` in `json`, as JSON for a scalar (`"3"`, `true`, `null`) and by
    /// its kind for an array or object; `nil` when there is none.
    private static func value(at codingPath: [any CodingKey], in json: Data) -> String? {
        var value = try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
        for key in codingPath {
            if let index = key.intValue {
                value = (value as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
            } else {
                value = (value as? [String: Any])?[key.stringValue]
            }
        }
        switch value {
        case nil: return nil
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case let scalar?:
            let data = try? JSONSerialization.data(withJSONObject: scalar, options: .fragmentsAllowed)
            return data.map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
