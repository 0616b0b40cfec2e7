import Foundation
import LabSupport

/// A command run as a child of this process, to its end: git, the toolchain, valgrind, a
/// bisection's builds. The command is looked up on the `PATH` (or named by its path), runs in
/// ``directory``, reads ``input`` or nothing, and gets a `TMPDIR` of its own (in the one
/// ``environment`` sets, if it sets one), removed when it ends: `swift --version` leaves a folder
/// behind in `TMPDIR` on every call. Output that is captured goes to a file in that folder, not a
/// pipe, so that a command never stalls on a full pipe whatever it prints on either stream. Given a ``RunInterruption``, an interrupt kills the
/// command and every process it started.
package struct ChildProcess {
    /// Where one of the command's output streams goes.
    package enum Output: Sendable {
        /// Nowhere (`/dev/null`).
        case discarded
        /// Into the outcome, as text.
        case captured
        /// Into a new file at this location, replacing any file there.
        case file(URL)
        /// This process's own standard error.
        case standardError
    }

    /// What a command that ran to its end printed, and how it ended.
    package struct Outcome: Sendable {
        /// How it ended.
        package var ending: ProcessEnding
        /// What it printed on standard output, when captured; else empty.
        package var standardOutput: String
        /// What it printed on standard error, when captured; else empty.
        package var standardError: String
    }

    /// The command and its arguments.
    package var arguments: [String]
    /// The folder it runs in; this process's current folder when `nil`.
    package var directory: URL?
    /// Variables set in its environment on top of this process's; a `TMPDIR` here is the folder its
    /// own is made in.
    package var environment: [String: String] = [:]
    /// The text it reads on standard input; nothing when `nil`.
    package var input: String?
    /// Where its standard output goes.
    package var standardOutput = Output.captured
    /// Where its standard error goes.
    package var standardError = Output.discarded

    /// The command `arguments`, run in `directory` (this process's current folder when `nil`),
    /// reading `input` (nothing when `nil`).
    package init(_ arguments: [String], in directory: URL? = nil, input: String? = nil) {
        self.arguments = arguments
        self.directory = directory
        self.input = input
    }

    /// Runs the command to its end; an interrupt of `interruption` kills it and everything it
    /// started. Throws, naming the command, when it cannot start or a file it writes cannot be
    /// created; how it ended is the outcome's.
    package func run(interruption: RunInterruption? = nil) throws(FrameLabError) -> Outcome {
        let parent = environment["TMPDIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        return try RunInterruption.withTemporaryDirectory(
            named: "framelab-command", in: parent ?? FileManager.default.temporaryDirectory, registeredIn: interruption
        ) { temporary throws(FrameLabError) in
            let process = Process()
            // A path runs as it is, so that one that does not exist cannot start; a name is looked up.
            if arguments[0].contains("/") {
                process.executableURL = URL(fileURLWithPath: arguments[0])
                process.arguments = Array(arguments.dropFirst())
            } else {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = arguments
            }
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
                .merging(["TMPDIR": temporary.path]) { $1 }
            if let input {
                let file = temporary.appending(path: "input")
                try FrameLabError.attempt(at: file) { try Data(input.utf8).write(to: file) }
                process.standardInput = try Self.handle(reading: file)
            } else {
                process.standardInput = FileHandle.nullDevice
            }
            let outputFile = temporary.appending(path: "output")
            let errorFile = temporary.appending(path: "errors")
            process.standardOutput = try Self.handle(for: standardOutput, capturedIn: outputFile)
            process.standardError = try Self.handle(for: standardError, capturedIn: errorFile)
            let exit = ProcessExit(of: process)
            do {
                if let interruption { try interruption.start(process) } else { try process.run() }
            } catch {
                throw FrameLabError("\(arguments[0]): cannot run: \(error.reason)")
            }
            exit.wait()
            interruption?.workerDidExit(process)
            return Outcome(
                ending: ProcessEnding(process),
                standardOutput: Self.text(of: standardOutput, capturedIn: outputFile),
                standardError: Self.text(of: standardError, capturedIn: errorFile))
        }
    }

    /// What the command printed on standard output, or `nil` when it could not run or did not
    /// exit with status 0: for questions whose answer is optional (a version, a commit).
    package func output() -> String? {
        var command = self
        command.standardOutput = .captured
        guard let outcome = try? command.run(), outcome.ending.succeeded else { return nil }
        return outcome.standardOutput
    }

    /// A handle that writes where `output` says, a new file at `file` when captured.
    private static func handle(for output: Output, capturedIn file: URL) throws(FrameLabError) -> FileHandle {
        switch output {
        case .discarded: return FileHandle.nullDevice
        case .standardError: return FileHandle.standardError
        case .captured: return try handle(writing: file)
        case .file(let url): return try handle(writing: url)
        }
    }

    /// The text captured in `file`, when `output` captures; else empty.
    private static func text(of output: Output, capturedIn file: URL) -> String {
        guard case .captured = output, let data = FileManager.default.contents(atPath: file.path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A new, empty file at `file`, open for writing.
    private static func handle(writing file: URL) throws(FrameLabError) -> FileHandle {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: file)
        else { throw FrameLabError("\(file.path): cannot be created") }
        return handle
    }

    /// The file at `file`, open for reading.
    private static func handle(reading file: URL) throws(FrameLabError) -> FileHandle {
        do {
            return try FileHandle(forReadingFrom: file)
        } catch {
            throw FrameLabError("\(file.path): \(error.reason)")
        }
    }
}
