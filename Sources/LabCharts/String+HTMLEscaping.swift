extension String {
    /// The text with the characters HTML gives a meaning escaped, so that it reads as text in
    /// an element or an attribute value.
    package var htmlEscaped: String {
        // Most text (a commit's subject, a number) has nothing to escape: returned as it is,
        // its bytes looked at, not its characters.
        let needsEscaping = utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
            default: false
            }
        }
        guard needsEscaping else { return self }
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
