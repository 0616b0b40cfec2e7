import Foundation
import Testing

/// `framelab run` interrupted by SIGINT or SIGTERM while a worker runs: the worker is killed,
/// one line says so, the exit status is 128 + the signal, and the results folder holds no run
/// folder, no `.partial-…` folder and no `latest` link.
@Suite("An interrupted run")
struct RunInterruptionTests {
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
    func interruptedRunKillsItsWorkersAndWritesNothing(signal: Int32, name: String) throws {
        try withTemporaryDirectory { directory in
            let results = directory.appending(path: "results")
            let driver = Process()
            driver.executableURL = FramelabRun.productsDirectory.appending(path: "framelab")
            // The reference's worker hangs until it is killed: the run is interrupted while it runs.
            driver.arguments = [
                "run", "--scenario", "Examples/my-switch.json", "--items", "300", "--repetitions", "1", "--warm-ups",
                "0", "--implementation", "reference", "--implementation", "optimized", "--timeout", "120", "--results",
                results.path, "--inject-worker-fault", "reference:hang",
            ]
            driver.currentDirectoryURL = PackageDirectory.root
            let errors = Pipe()
            driver.standardError = errors
            driver.standardOutput = FileHandle.nullDevice
            try driver.run()
            let worker = try #require(Self.waitForWorker(of: driver.processIdentifier), "no worker started")
            kill(driver.processIdentifier, signal)
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            driver.waitUntilExit()

            #expect(driver.terminationReason == .exit)
            #expect(driver.terminationStatus == 128 + signal)
            let lines = errorText.split(separator: "\n")
            #expect(lines.first?.hasPrefix("[1/2] ") == true, "\(errorText)")
            #expect(lines.last == "interrupted by \(name): killed 1 running worker; nothing was written", "\(errorText)")
            let runs = try FileManager.default.contentsOfDirectory(atPath: results.appending(path: "runs").path)
            #expect(runs.isEmpty, "\(runs)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: results.path) == ["runs"])
            #expect(!Self.isRunning(worker), "worker \(worker) is still running")
        }
    }

    /// The process id of the first worker `driver` starts, read from `/proc` within 60 seconds;
    /// `nil` if none starts.
    private static func waitForWorker(of driver: pid_t) -> pid_t? {
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            if let worker = processes.compactMap(pid_t.init).first(where: { parent(of: $0) == driver && isRunning($0) }) {
                return worker
            }
            usleep(20_000)
        }
        return nil
    }

    /// Whether `process` is a `framelab worker` that has not exited (a zombie has).
    private static func isRunning(_ process: pid_t) -> Bool {
        guard let commandLine = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/cmdline")),
            String(decoding: commandLine, as: UTF8.self).contains("worker")
        else { return false }
        return statusFields(of: process)?.first != "Z"
    }

    /// The parent process id of `process`.
    private static func parent(of process: pid_t) -> pid_t? {
        statusFields(of: process).flatMap { $0.count > 1 ? pid_t($0[1]) : nil }
    }

    /// The fields of `/proc/<process>/stat` after the command name: the state, the parent's
    /// process id, ….
    private static func statusFields(of process: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: nameEnd)...].split(separator: " ")
    }
}
