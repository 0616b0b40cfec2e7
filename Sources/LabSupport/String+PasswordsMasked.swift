import Foundation

extension String {
    /// The text with every password it holds replaced by `***`: a URL's (`scheme://user:secret@…`)
    /// and a `password=` parameter's (libpq's URL query or connection string). What the lab writes
    /// or prints of a command line or a database URL goes through here, so that no secret reaches
    /// a file, a history or a CI log.
    package var passwordsMasked: String {
        Self.passwordPatterns.reduce(self) { text, pattern in
            pattern.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1***")
        }
    }

    /// A URL's user information up to its password, and a `password=` keyword: the password is
    /// what follows each, up to the `@`, or to the next parameter or space (a quoted value whole).
    private static let passwordPatterns = [
        #"([A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]*:)[^@\s/]*(?=@)"#,
        #"((?<![A-Za-z0-9_])password=)('[^']*'|[^&\s]*)"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
}
