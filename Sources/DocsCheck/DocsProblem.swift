/// One statement of the documentation that is not true: where it is and what is wrong.
package struct DocsProblem: Hashable, Sendable, CustomStringConvertible {
    /// The Markdown file, relative to the repository's root.
    package var file: String
    /// The line in the file, from 1; `nil` for a problem of the whole file.
    package var line: Int?
    /// What is wrong, naming the bad value.
    package var message: String

    /// A problem at `line` of `file`.
    package init(_ file: String, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `docs/gate.md:12: …`, as a compiler prints a diagnostic.
    package var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
