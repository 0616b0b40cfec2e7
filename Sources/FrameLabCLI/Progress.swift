import ArgumentParser
import Foundation

/// Prints a progress line on standard error.
let printProgress: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// This executable, which runs the lab's workers in worker mode.
func framelabExecutable() throws -> String {
    guard let executable = Bundle.main.executablePath else {
        throw ValidationError("cannot find the framelab executable to start workers with")
    }
    return executable
}
