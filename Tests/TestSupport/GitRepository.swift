import Foundation

/// A git repository of empty commits in a folder, for the commands that read the branch.
public struct GitRepository {
    /// The repository's folder.
    public var folder: URL
    /// Its commits' full hashes, oldest first.
    public var commits: [String] = []

    /// A new repository in `folder` (made if missing) with `count` commits, "commit 0" to "commit count−1", each
    /// writing the files `files` gives for its index (none: empty commits).
    public init(in folder: URL, commits count: Int, files: (Int) -> [String: String] = { _ in [:] }) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"])
        for index in 0..<count {
            for (name, contents) in files(index) {
                try contents.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
                try git(["add", name])
            }
            try commit(message: "commit \(index)")
        }
        commits = try git(["rev-list", "--reverse", "HEAD"]).split(separator: "\n").map(String.init)
    }

    /// Commits what is staged, or nothing, on the branch checked out, with `message`; ``commits``
    /// is left as it is.
    public func commit(message: String) throws {
        try git([
            "-c", "user.name=Lab", "-c", "user.email=lab@example.com", "commit", "-q", "--allow-empty", "-m", message,
        ])
    }

    /// Makes an empty commit, "commit N" (N its place in ``commits``), on the branch checked out,
    /// and adds it to ``commits``.
    public mutating func commit() throws {
        try commit(message: "commit \(commits.count)")
        commits.append(try git(["rev-parse", "HEAD"]).trimmingCharacters(in: .newlines))
    }

    /// Runs git with `arguments` in the folder; its standard output. Throws when it fails.
    @discardableResult
    public func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
