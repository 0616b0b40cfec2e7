import Foundation
import LabProcesses

/// What a tool prints on standard output.
enum ToolOutput {
    /// The standard output of `executable` run with `arguments` in `directory`; an error naming the
    /// command and its standard error when it fails.
    static func of(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> String {
        var command = ChildProcess([executable.path] + arguments, in: directory)
        command.standardError = .captured
        let outcome: ChildProcess.Outcome
        do {
            outcome = try command.run()
        } catch {
            throw DocsCheckError(error.message)
        }
        guard outcome.ending.succeeded else {
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            throw DocsCheckError("`\(command)` \(outcome.ending): \(outcome.standardError)")
        }
        return outcome.standardOutput
    }
}
