extension String {
    /// The text with the characters HTML gives a meaning escaped, so that it reads as text in
    /// an element or an attribute value.
    package var htmlEscaped: String {
        // Byte by byte: the five are ASCII, and no byte of another character's UTF-8 is ASCII.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += "&amp;".utf8
            case UInt8(ascii: "<"): escaped += "&lt;".utf8
            case UInt8(ascii: ">"): escaped += "&gt;".utf8
            case UInt8(ascii: "\""): escaped += "&quot;".utf8
            case UInt8(ascii: "'"): escaped += "&#39;".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
