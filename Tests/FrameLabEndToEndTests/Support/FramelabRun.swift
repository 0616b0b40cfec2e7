import Foundation
import TestSupport

/// What a run of the `framelab` executable printed, and how it exited.
struct FramelabRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs the `framelab` that `swift build` or `swift test` built next to the tests (or
    /// `executable`, a script that runs it), in `directory` (the package root unless told), with
    /// `arguments` and this process's environment updated with `environment`.
    init(
        _ arguments: [String], environment: [String: String] = [:], directory: URL = PackageDirectory.root,
        executable: URL = Self.executable
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so that a full pipe cannot stall the process.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = String(decoding: outputData, as: UTF8.self)
        standardError = String(decoding: errorData, as: UTF8.self)
    }

    /// The `framelab` executable built beside the tests.
    static var executable: URL { PackageDirectory.products.appendingPathComponent("framelab") }

    /// The records printed, the header first, without their CRLF terminators.
    var records: [String] {
        standardOutput.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The records printed after the header.
    var rows: [String] { Array(records.dropFirst()) }
}
