import Foundation

/// Runs a command and reads what it printed: the toolchain's versions, git's answers.
package enum CommandOutput {
    /// What the command `arguments` printed on standard output, run in `directory` (this
    /// process's unless told) and given `input` on standard input (nothing unless told), or
    /// `nil` when it could not be started or exited with a failure.
    ///
    /// The command gets a `TMPDIR` of its own, removed when it ends: `swift --version` leaves a
    /// `TemporaryDirectory.XXXXXX` folder behind in `TMPDIR` on every call.
    package static func standardOutput(of arguments: [String], in directory: URL? = nil, input: String? = nil)
        -> String?
    {
        let temporary = FileManager.default.temporaryDirectory.appending(path: "framelab-command-\(UUID())")
        guard (try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        if let input {
            // From a file, not a pipe: a command that answers as it reads cannot then stall on
            // a full output pipe while this process is still writing.
            let file = temporary.appending(path: "input")
            guard (try? input.write(to: file, atomically: false, encoding: .utf8)) != nil,
                let handle = try? FileHandle(forReadingFrom: file)
            else { return nil }
            process.standardInput = handle
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read before waiting, so that a full pipe cannot stall the process.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }
}
