import Foundation

/// A check of a JSON document before Foundation decodes it, for the problems Foundation reports
/// without saying where they are: a word JSON does not have (`NaN`, `Infinity`, `-Infinity`), a
/// number outside a Double's range (`1e999`), any other syntax error, and nesting deeper than
/// ``maximumDepth``; and for a key given twice in one object, which Foundation would silently
/// resolve to one of its values. Each error names the JSON path of the value where it was
/// found, and a syntax error its line and column.
///
/// One pass over the bytes. It recurses only to ``maximumDepth``, so a document nested 100,000
/// levels deep is refused without exhausting the stack.
package struct JSONSyntaxValidator {
    /// The deepest nesting of arrays and objects a document may have. Layout descriptions and
    /// scenarios need at most 8 levels; Foundation's own parser stops at 512.
    package static let maximumDepth = 32

    /// The document's bytes.
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    private var index = 0
    /// The JSON path of the value being read, outermost key first.
    private var path: [any CodingKey] = []

    /// Throws the first problem in `json`, as one line naming its JSON path.
    package static func validate(_ json: Data) throws(JSONDescriptionError) {
        var validator = JSONSyntaxValidator(bytes: [UInt8](json))
        try validator.validateDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document: one value between optional whitespace, after an optional UTF-8 byte order
    /// mark (which Foundation accepts too).
    private mutating func validateDocument() throws(JSONDescriptionError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
        skipWhitespace()
        try validateValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw syntaxError("\(foundDescription) after the end of the document's value")
        }
    }

    /// The value at `index`, nested in `depth` arrays and objects.
    private mutating func validateValue(depth: Int) throws(JSONDescriptionError) {
        guard index < bytes.count else { throw syntaxError("expected a value, found the end of the document") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else {
                throw syntaxError("arrays and objects nested more than \(Self.maximumDepth) levels deep")
            }
            if bytes[index] == UInt8(ascii: "{") {
                try validateObject(depth: depth + 1)
            } else {
                try validateArray(depth: depth + 1)
            }
        case UInt8(ascii: "\""):
            _ = try readString()
        default:
            try validateWord()
        }
    }

    /// The object at `index`, its keys unique.
    private mutating func validateObject(depth: Int) throws(JSONDescriptionError) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        var keys: Set<String> = []
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a key in double quotes, found \(foundDescription)")
            }
            let key = try readString()
            path.append(AnyCodingKey(stringValue: key))
            guard keys.insert(key).inserted else {
                throw JSONDescriptionError(at: path, "key given twice in the same object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected : after the key, found \(foundDescription)")
            }
            index += 1
            skipWhitespace()
            try validateValue(depth: depth)
            path.removeLast()
            skipWhitespace()
            guard try continuesContainer(closedBy: "}") else { return }
        }
    }

    /// The array at `index`.
    private mutating func validateArray(depth: Int) throws(JSONDescriptionError) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            path.append(IndexKey(count))
            try validateValue(depth: depth)
            path.removeLast()
            count += 1
            skipWhitespace()
            guard try continuesContainer(closedBy: "]") else { return }
        }
    }

    /// Reads the `,` before a container's next member (`true`) or its closing bracket (`false`).
    private mutating func continuesContainer(closedBy closing: Unicode.Scalar) throws(JSONDescriptionError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: closing) else {
            throw syntaxError("expected , or \(closing), found \(foundDescription)")
        }
        let isComma = bytes[index] == UInt8(ascii: ",")
        index += 1
        skipWhitespace()
        return isComma
    }

    /// Reads the string at `index`, its escapes checked, and returns its value.
    private mutating func readString() throws(JSONDescriptionError) -> String {
        let start = index
        index += 1
        var hasEscapes = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try skipEscape()
            case ..<0x20:
                throw syntaxError("a control character in a string, which must be escaped")
            default:
                index += 1
            }
        }
        guard index < bytes.count else {
            index = start
            throw syntaxError("a string without its closing quote")
        }
        index += 1
        let literal = bytes[start..<index]
        guard let text = String(validating: literal, as: UTF8.self) else {
            index = start
            throw syntaxError("a string that is not valid UTF-8")
        }
        guard hasEscapes else { return String(text.dropFirst().dropLast()) }
        // Escapes are rare in keys: Foundation resolves them, surrogate pairs included.
        return (try? JSONSerialization.jsonObject(with: Data(literal), options: .fragmentsAllowed)) as? String ?? text
    }

    /// Skips the escape sequence at `index`: `\` and one of `"\/bfnrt`, or `u` and 4 hex digits,
    /// a UTF-16 code unit; a surrogate comes only as a pair, high (D800–DBFF) then low (DC00–DFFF),
    /// as Foundation requires.
    private mutating func skipEscape() throws(JSONDescriptionError) {
        let escape = index + 1 < bytes.count ? Unicode.Scalar(bytes[index + 1]) : nil
        switch escape {
        case "\""?, "\\"?, "/"?, "b"?, "f"?, "n"?, "r"?, "t"?:
            index += 2
        case "u"?:
            let start = index
            let unit = try readCodeUnit()
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u"),
                    (0xDC00...0xDFFF).contains(try readCodeUnit())
                else {
                    index = start
                    throw syntaxError(
                        "a high surrogate \\u\(unit.hexDescription) not followed by a low surrogate (\\uDC00–\\uDFFF)")
                }
            case 0xDC00...0xDFFF:
                index = start
                throw syntaxError("a low surrogate \\u\(unit.hexDescription) without a high surrogate before it")
            default:
                break
            }
        default:
            throw syntaxError("\\\(escape.map(String.init) ?? "") is not a JSON escape")
        }
    }

    /// Reads the escape `\u` and 4 hex digits at `index`: one UTF-16 code unit.
    private mutating func readCodeUnit() throws(JSONDescriptionError) -> UInt16 {
        let digits = bytes.dropFirst(index + 2).prefix(4)
        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let unit = UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw syntaxError("\\u must be followed by 4 hexadecimal digits")
        }
        index += 6
        return unit
    }

    /// The literal at `index`, `true`, `false`, `null` or a number that a Double holds: a run of
    /// the letters, digits and signs a word can be made of.
    private mutating func validateWord() throws(JSONDescriptionError) {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) {
            index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if ["true", "false", "null"].contains(word) {
            return
        }
        if Self.isNumber(bytes[start..<index]) {
            let value = Double(word)!
            if value.isInfinite {
                throw JSONDescriptionError(
                    at: path,
                    "\(word) is out of range: a number's magnitude must be at most \(Double.greatestFiniteMagnitude)")
            }
            if value == 0,
                bytes[start..<index].prefix(while: { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") })
                    .contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) })
            {
                throw JSONDescriptionError(
                    at: path, "\(word) is out of range: too small for a Double, it would read as 0")
            }
            return
        }
        index = start
        let nonFinite = ["nan", "-nan", "infinity", "-infinity", "+infinity", "inf", "-inf", "+inf"]
        if nonFinite.contains(word.lowercased()) {
            throw syntaxError("\(word) is not a number: JSON has no NaN or infinities")
        }
        throw syntaxError(word.isEmpty ? "expected a value, found \(foundDescription)" : "\(word) is not a JSON value")
    }

    /// Whether `byte` can be part of a literal: a letter, a digit, `+`, `-` or `.`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// Whether `word` is a JSON number: `-`?, `0` or digits not starting with 0, then optionally
    /// `.` and digits, then optionally `e` or `E`, a sign and digits.
    private static func isNumber(_ word: ArraySlice<UInt8>) -> Bool {
        var rest = word[...]
        func digits() -> Int {
            let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard let first = rest.first, characters.utf8.contains(first) else { return false }
            rest = rest.dropFirst()
            return true
        }
        _ = skip("-")
        let startsWithZero = rest.first == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(startsWithZero && integerDigits > 1) else { return false }
        if skip("."), digits() == 0 { return false }
        if skip("eE") {
            _ = skip("+-")
            if digits() == 0 { return false }
        }
        return rest.isEmpty
    }

    /// Skips spaces, tabs and line breaks.
    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
    }

    /// What is at `index`, for a message: the character in quotes, or the end of the document.
    private var foundDescription: String {
        guard index < bytes.count else { return "the end of the document" }
        let byte = bytes[index]
        return (0x21..<0x7F).contains(byte)
            ? "\"\(Character(Unicode.Scalar(byte)))\"" : String(format: "byte 0x%02X", byte)
    }

    /// A syntax error at `index`: `problem`, with the line and column, both from 1.
    private func syntaxError(_ problem: String) -> JSONDescriptionError {
        let before = bytes[..<index]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
        return JSONDescriptionError(at: path, "not valid JSON at line \(line), column \(column): \(problem)")
    }
}

extension UInt16 {
    /// The value as 4 uppercase hexadecimal digits: `D800`.
    fileprivate var hexDescription: String {
        let digits = String(self, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
