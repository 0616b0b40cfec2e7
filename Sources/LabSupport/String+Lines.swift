extension String {
    /// The text's lines without their line feeds, empty ones left out. Split byte by byte, in
    /// the text's contiguous UTF-8: split by `Character`, whose grapheme breaking reads every
    /// scalar, or through the generic `split` of its UTF-8 view, git's long lists of hashes took
    /// several times as long.
    package var lines: [String] {
        var text = self
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            func endLine(at end: Int) {
                if end > start {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                start = end + 1
            }
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { endLine(at: index) }
            endLine(at: bytes.count)
            return lines
        }
    }
}
