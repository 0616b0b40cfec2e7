extension String {
    /// The text's lines without their line feeds, empty ones left out. Split byte by byte: split
    /// by `Character`, whose grapheme breaking reads every scalar, git's long lists of hashes take
    /// several times as long.
    package var lines: [String] {
        utf8.split(separator: UInt8(ascii: "\n")).map { String(Substring($0)) }
    }
}
