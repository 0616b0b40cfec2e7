import LabSupport

/// What a measurement depends on besides the code and the machine: the compiler, valgrind (for
/// callgrind's counts) and the build command. A change of any of them starts a new segment of a
/// history series, not a change point, and a baseline holds only for the toolchain that made it.
package struct Toolchain: Hashable, Sendable, CustomStringConvertible {
    /// `swift --version`'s first line, or `nil` when unknown.
    package var swiftVersion: String?
    /// `valgrind --version`, or `nil` when unknown.
    package var valgrindVersion: String?
    /// The command that built framelab.
    package var buildFlags: String

    /// A toolchain; see the properties.
    package init(swiftVersion: String? = nil, valgrindVersion: String? = nil, buildFlags: String = "") {
        self.swiftVersion = swiftVersion
        self.valgrindVersion = valgrindVersion
        self.buildFlags = buildFlags
    }

    /// The toolchain in one line, as messages name it.
    package var description: String {
        "\(swiftVersion ?? "Swift unknown"), \(valgrindVersion ?? "valgrind unknown"), `\(buildFlags)`"
    }

    /// The contents of a baseline's `toolchain.txt`: one `name: value` line each, as in
    /// `environment.txt`.
    package var text: String {
        "swift: \(swiftVersion ?? "unknown")\nvalgrind: \(valgrindVersion ?? "unknown")\nbuild flags: \(buildFlags)\n"
    }

    /// The toolchain `text` (``text``) read from `path` describes; an error names the file and
    /// what is wrong.
    package init(text: String, path: String) throws(FrameLabError) {
        let fields = try NameValueText.fields(of: text, path: path)
        guard let buildFlags = fields["build flags"] else { throw FrameLabError("\(path): no `build flags:` line") }
        func known(_ name: String) -> String? { fields[name].flatMap { $0 == "unknown" ? nil : $0 } }
        self.init(swiftVersion: known("swift"), valgrindVersion: known("valgrind"), buildFlags: buildFlags)
    }
}
