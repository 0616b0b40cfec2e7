import Foundation

/// Runs the `framelab` built beside the tests with `arguments` in `directory`, and kills it
/// (SIGKILL) `delay` milliseconds after the rollback journal of the SQLite file `database`
/// appears, that is, after its writing transaction began (at once if it ends first, or after 60 s
/// without a journal): what a crash in the middle of a migration or a prune leaves.
public func runFramelabKilledInTransaction(
    _ arguments: [String], database: String, directory: URL = PackageDirectory.root, delay: Int
) throws {
    let process = Process()
    process.executableURL = PackageDirectory.products.appending(path: "framelab")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let journal = database + "-journal"
    let deadline = Date().addingTimeInterval(60)
    while !FileManager.default.fileExists(atPath: journal), process.isRunning, Date() < deadline {
        usleep(200)
    }
    usleep(useconds_t(delay * 1000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}
