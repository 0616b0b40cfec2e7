import Foundation

/// What a tool prints on standard output.
enum ToolOutput {
    /// The standard output of `executable` run with `arguments` in `directory`; an error naming the
    /// command and its standard error when it fails.
    static func of(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let (output, error) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw DocsCheckError("\(executable.path): cannot run: \(error.localizedDescription)")
        }
        // Read before waiting, so that a full pipe cannot stall the process.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            throw DocsCheckError("`\(command)` exited with status \(process.terminationStatus): \(errorText)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
