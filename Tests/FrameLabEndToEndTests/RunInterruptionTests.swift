import AllocationCounter
import Foundation
import TestSupport
import Testing

/// `framelab run` interrupted by SIGINT or SIGTERM while a worker runs: the worker is killed,
/// one line says so, the exit status is 128 + the signal, and the results folder holds no run
/// folder, no `.partial-…` folder and no `latest` link. `framelab gate` interrupted while
/// callgrind counts: valgrind is killed and the temporary copy it counted in is removed.
@Suite("An interrupted run")
struct RunInterruptionTests {
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
    func interruptedRunKillsItsWorkersAndWritesNothing(signal: Int32, name: String) throws {
        try withTemporaryDirectory { directory in
            let results = directory.appending(path: "results")
            // The reference's worker hangs until it is killed: the run is interrupted while it runs.
            let (driver, worker, errorText) = try Self.interrupt(
                [
                    "run", "--scenario", "Examples/my-switch.json", "--items", "300", "--repetitions", "1",
                    "--warm-ups", "0", "--implementation", "reference", "--implementation", "optimized", "--timeout",
                    "120", "--results", results.path, "--inject-worker-fault", "reference:hang",
                ], whenChildRuns: "worker", with: signal)

            #expect(driver.terminationReason == .exit)
            #expect(driver.terminationStatus == 128 + signal)
            let lines = errorText.split(separator: "\n")
            #expect(lines.first?.hasSuffix("my-switch · N = 300: reference, optimized …") == true, "\(errorText)")
            #expect(
                lines.last == "interrupted by \(name): killed 1 running worker; nothing was written", "\(errorText)")
            let runs = try FileManager.default.contentsOfDirectory(atPath: results.appending(path: "runs").path)
            #expect(runs.isEmpty, "\(runs)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: results.path) == ["runs"])
            #expect(!Self.isRunning(worker, "worker"), "worker \(worker) is still running")
        }
    }

    @Test(
        "An interrupted gate kills valgrind, removes the copy it counted in and writes no baseline",
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"))
    func interruptedGateKillsValgrindAndCleansUp() throws {
        try withTemporaryDirectory { directory in
            let temporary = directory.appending(path: "tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            try Data(GateCommandTests.thresholds.utf8).write(to: directory.appending(path: "thresholds.json"))
            // valgrind runs `framelab count-instructions` (through env, which execs it in place).
            // SIGTERM reaches the driver alone, unlike a terminal's Control-C: the driver must kill valgrind.
            let (driver, valgrind, errorText) = try Self.interrupt(
                [
                    "gate", "--update", "--scenario", "switch-list-to-grid", "--items", "3000", "--instruction-items",
                    "2000", "--repetitions", "1", "--worst-frame-items", "5000", "--worst-frame-repetitions", "1",
                    "--results", directory.appending(path: "results").path,
                    "--baselines", directory.appending(path: "baselines").path, "--runner", "test-runner",
                    "--thresholds", directory.appending(path: "thresholds.json").path,
                ], environment: ["TMPDIR": temporary.path], whenChildRuns: "count-instructions", with: SIGTERM
            ) {
                let entries = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
                #expect(entries.count == 1, "\(entries)")
            }

            #expect(driver.terminationReason == .exit)
            #expect(driver.terminationStatus == 128 + SIGTERM)
            let lastLine = errorText.split(separator: "\n").last ?? ""
            #expect(lastLine.hasPrefix("interrupted by SIGTERM: the run was already written to "), "\(errorText)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
            #expect(!Self.isRunning(valgrind, "count-instructions"), "valgrind \(valgrind) is still running")
            #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "baselines").path))
        }
    }

    /// Starts `framelab` with `arguments` in the package root and `environment` added to this
    /// process's, waits until a child of it whose command line contains `marker` runs, calls
    /// `whileChildRuns`, sends `signal` to the driver alone and waits for it to end.
    ///
    /// - Returns: The ended driver, the child's process id, and what the driver wrote on
    ///   standard error.
    private static func interrupt(
        _ arguments: [String], environment: [String: String] = [:], whenChildRuns marker: String,
        with signal: Int32, whileChildRuns: () throws -> Void = {}
    ) throws -> (driver: Process, child: pid_t, standardError: String) {
        let driver = Process()
        driver.executableURL = FramelabRun.executable
        driver.arguments = arguments
        driver.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        driver.currentDirectoryURL = PackageDirectory.root
        let errors = Pipe()
        driver.standardError = errors
        driver.standardOutput = FileHandle.nullDevice
        try driver.run()
        let child = try #require(waitForChild(of: driver.processIdentifier, running: marker), "no \(marker) started")
        try whileChildRuns()
        kill(driver.processIdentifier, signal)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        driver.waitUntilExit()
        return (driver, child, errorText)
    }

    /// The process id of the first child of `driver` whose command line contains `marker`, read
    /// from `/proc` within 120 seconds; `nil` if none starts.
    private static func waitForChild(of driver: pid_t, running marker: String) -> pid_t? {
        let deadline = Date(timeIntervalSinceNow: 120)
        while Date() < deadline {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let child = processes.compactMap(pid_t.init).first { parent(of: $0) == driver && isRunning($0, marker) }
            if let child { return child }
            usleep(20_000)
        }
        return nil
    }

    /// Whether `process` has a command line containing `marker` and has not exited (a zombie has).
    private static func isRunning(_ process: pid_t, _ marker: String) -> Bool {
        guard let commandLine = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/cmdline")),
            String(decoding: commandLine, as: UTF8.self).contains(marker)
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
