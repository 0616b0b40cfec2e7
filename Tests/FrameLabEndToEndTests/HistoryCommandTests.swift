import AllocationCounter
import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

@Suite(
    "framelab history, and the runs that record in it",
    .disabled(if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces")
)
struct HistoryCommandTests {
    /// Plays `carousel-select` with 1,000 items on the reference and optimized kernels, 2
    /// repetitions, into `results`, with `arguments` added; returns the run.
    private static func run(into results: URL, _ arguments: [String] = []) throws -> FramelabRun {
        try FramelabRun(
            [
                "run", "--scenario", "carousel-select", "--items", "1000", "--repetitions", "2",
                "--implementation", "reference", "--implementation", "optimized", "--results", results.path,
            ] + arguments)
    }

    /// The run folder a `framelab run` printed its report in.
    private static func folder(of run: FramelabRun) throws -> URL {
        let report = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("report: ") })
        return URL(fileURLWithPath: String(report.dropFirst("report: ".count))).deletingLastPathComponent()
    }

    @Test("A run records itself; history shows it; import is idempotent; export and import carry it whole")
    func recordShowImportExport() throws {
        try withTemporaryDirectory { results in
            let run = try Self.run(into: results, ["--build-flags", "swift build -c release "])
            #expect(run.status == 0, "\(run.standardError)")
            let database = results.appending(path: "history.sqlite").path
            #expect(run.standardError.contains("recorded in the history: \(database) (4 rows)"))
            let folder = try Self.folder(of: run)

            let shown = try FramelabRun(
                ["history", "--results", results.path, "--scenario", "carousel-select", "--metric", "p50_ms", "--csv"])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(shown.rows.count == 2)  // optimized at 60 and 120 Hz, one commit each
            #expect(shown.rows.allSatisfy { $0.hasPrefix("carousel-select,optimized,1000,") })

            let again = try FramelabRun(["history", "import", folder.path, "--results", results.path])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(again.standardOutput == "0 of 1 runs recorded, 1 already in \(database)\n")

            let export = results.appending(path: "history.jsonl")
            let exported = try FramelabRun(["history", "export", "--output", export.path, "--results", results.path])
            #expect(exported.status == 0, "\(exported.standardError)")
            for target in try Self.otherDatabases(in: results) {
                let imported = try FramelabRun(["history", "import", export.path, "--database", target])
                #expect(imported.status == 0, "\(imported.standardError)")
                #expect(imported.standardOutput.hasPrefix("1 of 1 runs recorded, 0 already"))
                let reexported = try FramelabRun(["history", "export", "--database", target])
                #expect(reexported.standardOutput == (try String(contentsOf: export, encoding: .utf8)))
            }

            // Imported from its folder, the run is the one recorded live, to the build flags'
            // trailing blank (an empty Makefile variable's) that environment.txt cannot keep.
            let fromFolder = results.appending(path: "from-folder.sqlite").path
            let importedFolder = try FramelabRun(["history", "import", folder.path, "--database", fromFolder])
            #expect(importedFolder.status == 0, "\(importedFolder.standardError)")
            let folderExport = try FramelabRun(["history", "export", "--database", fromFolder])
            #expect(folderExport.standardOutput == (try String(contentsOf: export, encoding: .utf8)))
        }
    }

    /// A second SQLite file, and a PostgreSQL database where the tests have a server.
    private static func otherDatabases(in folder: URL) throws -> [String] {
        [folder.appending(path: "other.sqlite").path]
            + (PostgreSQLServer.isAvailable ? [try PostgreSQLServer.shared!.createDatabase()] : [])
    }

    @Test("A history that cannot be written costs the run one line on standard error, not its results")
    func unwritableHistory() throws {
        try withTemporaryDirectory { results in
            let database = "/nonexistent-\(UUID())/history.sqlite"
            let run = try Self.run(into: results, ["--database", database])
            #expect(run.status == 0, "\(run.standardError)")
            let lines = run.standardError.split(separator: "\n").filter { $0.contains("history") }
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("the run was not recorded in the history: \(database): ") == true)
            #expect(
                FileManager.default.fileExists(atPath: try Self.folder(of: run).appending(path: "summary.csv").path))
        }
    }

    @Test(
        "A password in --database or FRAMELAB_DATABASE_URL is in no file, history row, export or output",
        .enabled(if: PostgreSQLServer.isAvailable))
    func passwordWrittenNowhere() throws {
        let server = try #require(PostgreSQLServer.shared)
        try withTemporaryDirectory { results in
            let url = try server.createDatabase()
            let byOption = try Self.run(into: results, ["--database", url])
            #expect(byOption.status == 0, "\(byOption.standardError)")
            let byVariable = try FramelabRun(
                ["history", "import", try Self.folder(of: byOption).path],
                environment: [HistoryLocation.environmentVariable: url])
            let export = results.appending(path: "export.jsonl")
            let exported = try FramelabRun(["history", "export", "--output", export.path, "--database", url])
            let unreachable = try FramelabRun(
                ["history", "--database", url.replacingOccurrences(of: "127.0.0.1", with: "127.0.0.2")])
            #expect(unreachable.status == 2)
            for run in [byOption, byVariable, exported, unreachable] {
                #expect(!run.standardOutput.contains(server.password) && !run.standardError.contains(server.password))
            }
            #expect(byOption.standardError.contains(":***@127.0.0.1"))
            let files = FileManager.default.enumerator(at: results, includingPropertiesForKeys: [.isRegularFileKey])!
                .compactMap { $0 as? URL }
                .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            #expect(files.count > 4)
            for file in files {
                let contents = try Data(contentsOf: file)
                #expect(contents.range(of: Data(server.password.utf8)) == nil, "\(file.path) holds the password")
            }
            let columns = try HistoryStore(.postgreSQL(url: url)).database.read { statements throws(FrameLabError) in
                try statements.rows("SELECT * FROM runs", [])
            }
            #expect(!columns.isEmpty && !columns.joined().contains { $0?.contains(server.password) == true })
        }
    }

    @Test("A required history that cannot record: exit 2 before measuring, one line, within 15 s")
    func requiredHistoryMissing() throws {
        try withTemporaryDirectory { results in
            let missing = results.appending(path: "restored/history.sqlite").path
            let started = ContinuousClock.now
            let byFlag = try Self.run(into: results, ["--database", missing, "--require-history"])
            let byVariable = try FramelabRun(
                ["gate", "--results", results.path, "--database", missing],
                environment: [HistoryLocation.requiredVariable: "1"])
            #expect(ContinuousClock.now - started < .seconds(15))
            for run in [byFlag, byVariable] {
                #expect(run.status == 2)
                #expect(
                    run.standardError
                        == "error: the history is required, and cannot record: \(missing): no such file "
                        + "(a run without --require-history creates it)\n")
            }
            #expect(!FileManager.default.fileExists(atPath: results.appending(path: "runs").path), "nothing measured")
        }
    }

    @Test("A required history that fails when the run is recorded: the report, then exit 2 with the cause")
    func requiredHistoryFailsAtRecording() throws {
        try withTemporaryDirectory { results in
            let database = results.appending(path: "history.sqlite").path
            // The write check passes; recording the run (into `runs`) does not, as when the server
            // goes away between the two.
            try HistoryStore(.sqlite(path: database)).database.write { statements throws(FrameLabError) in
                try statements.execute(
                    "CREATE TRIGGER gone BEFORE INSERT ON runs BEGIN SELECT RAISE(ABORT, 'the server went away'); END",
                    [])
            }
            let run = try Self.run(into: results, ["--database", database, "--require-history"])
            #expect(run.status == 2)
            #expect(run.standardOutput.contains("report: "))
            #expect(
                run.standardError.contains("the run was not recorded in the history: \(database): the server went away")
            )
            #expect(try HistoryStore(.sqlite(path: database)).runCount() == 0)
        }
    }

    @Test("An unknown metric, scenario or implementation: one line naming the history's own, exit status 2")
    func unknownNames() throws {
        try withTemporaryDirectory { directory in
            let location = directory.appending(path: "history.sqlite").path
            try HistoryStore(.sqlite(path: location)).record(Self.sampleRun(name: "r", rows: 3))
            for (option, value, known) in [
                ("--metric", "p51_ms", "p50_ms, worst_frame_ms"),
                ("--scenario", "carousel", "carousel-snap, fling-list, switch-list-to-grid"),
                ("--implementation", "fastest", "optimized"),
            ] {
                let shown = try FramelabRun(["history", option, value, "--database", location])
                #expect(shown.status == 2)
                #expect(
                    shown.standardError
                        == "error: unknown \(option.dropFirst(2)) \"\(value)\": the history has \(known)\n")
            }
        }
    }

    @Test("An empty history says how to fill it, and is no error")
    func emptyHistory() throws {
        try withTemporaryDirectory { directory in
            let location = directory.appending(path: "history.sqlite").path
            let shown = try FramelabRun(["history", "--database", location])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(shown.standardOutput == "")
            #expect(shown.standardError.hasPrefix("no run is recorded in \(location) yet: make bench records one"))
        }
    }

    @Test("Migrating a history says so first, then how far it is and how long it took; a migrated one says nothing")
    func migrationProgress() throws {
        try withTemporaryDirectory { directory in
            let location = directory.appending(path: "history.sqlite").path
            // Schema 14, with 20 series (and no rows) for migration 15 to move into blocks.
            try HistoryLocation.sqlite(path: location).open(migratedThrough: "14-postgresql-series-read-from-index")
                .write { statements throws(FrameLabError) in
                    for items in 1...20 {
                        try statements.execute(
                            "INSERT INTO series (scenario, implementation, items, refresh_hz) VALUES (?, ?, ?, ?)",
                            [.text("list-scroll"), .text("optimized"), .integer(Int64(items)), .integer(60)])
                    }
                }
            let migrated = try FramelabRun(["history", "--database", location])
            #expect(migrated.status == 0, "\(migrated.standardError)")
            let lines = migrated.standardError.split(separator: "\n").map(String.init)
            #expect(
                lines.first
                    == "history: \(location): migrating to this framelab's schema (15-summary-blocks): every run's rows "
                    + "are rewritten, which takes minutes on a long history, then the space freed is given back (VACUUM: "
                    + "free disk as large as the file); interrupted, the history keeps its old schema, whole")
            #expect(
                lines.filter { $0.hasPrefix("history: migration 15: ") }
                    == stride(from: 2, to: 20, by: 2).map {
                        "history: migration 15: \($0) of 20 series moved into blocks"
                    })
            #expect(lines.contains { $0.hasPrefix("history: \(location): migrated in ") && $0.hasSuffix(" s") })
            let again = try FramelabRun(["history", "--database", location])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(!again.standardError.contains("migrat"), "\(again.standardError)")
        }
    }

    @Test("In a fresh clone, the default history's results folder is made on first use")
    func freshClone() throws {
        try withTemporaryDirectory { directory in
            let shown = try FramelabRun(
                ["history"], environment: [HistoryLocation.environmentVariable: ""], directory: directory)
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(shown.standardError.hasPrefix("no run is recorded in "), "\(shown.standardError)")
            #expect(FileManager.default.fileExists(atPath: directory.appending(path: "results/history.sqlite").path))
        }
    }

    @Test("Importing a run folder outside a git repository records its commit as unknown")
    func importOutsideARepository() throws {
        try withTemporaryDirectory { results in
            let run = try Self.run(into: results)
            #expect(run.status == 0, "\(run.standardError)")
            let folder = try Self.folder(of: run)
            let database = results.appending(path: "elsewhere.sqlite").path
            let imported = try FramelabRun(
                ["history", "import", folder.path, "--database", database], directory: results)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardError.contains("not in this repository"))
            var commits: [RecordedCommit] = []
            try HistoryStore(.sqlite(path: database)).forEachRun { commits.append($0.commit) }
            #expect(commits.map(\.isKnown) == [false])
        }
    }

    @Test("kill -9 while importing leaves every recorded run whole")
    func killedWhileRecording() throws {
        try withTemporaryDirectory { directory in
            let runs = (0..<400).map { Self.sampleRun(name: "run-\($0)", rows: 130) }
            let export = directory.appending(path: "many.jsonl")
            try Data(runs.map { $0.jsonLine + "\n" }.joined().utf8).write(to: export)
            let database = directory.appending(path: "history.sqlite").path
            let process = Process()
            process.executableURL = FramelabRun.executable
            process.arguments = ["history", "import", export.path, "--database", database]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill once some runs are in: the file then holds a committed prefix at least.
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, (try? HistoryStore(.sqlite(path: database)).runCount()) ?? 0 < 20 {
                usleep(20_000)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            var recorded: [RecordedRun] = []
            try HistoryStore(.sqlite(path: database)).forEachRun { recorded.append($0) }
            #expect(recorded.count >= 20)
            #expect(recorded.count < runs.count, "the import finished before the kill: make it longer")
            let byName = Dictionary(uniqueKeysWithValues: runs.map { ($0.name, $0) })
            for run in recorded {
                #expect(run == byName[run.name], "\(run.name) is not whole")
            }
        }
    }

    /// A recorded run of `rows` rows, for the tests that need a history without running the lab.
    static func sampleRun(name: String, rows: Int) -> RecordedRun {
        let scenarios = ["switch-list-to-grid", "carousel-snap", "fling-list"]
        return RecordedRun(
            name: name, kind: .run, date: Date(timeIntervalSince1970: 1_800_000_000),
            commit: RecordedCommit(
                sha: "abcdef0", parents: [], time: nil, subject: nil, isDirty: false, isKnown: false),
            runner: RecordedRunner(
                name: "test-runner", processor: "cpu", cpuFamily: nil, cpuModel: nil, cores: 2, memoryBytes: 1 << 30,
                operatingSystem: "Linux", swiftVersion: nil, valgrindVersion: nil, buildFlags: "swift build"),
            loadAverage: nil, stealPercent: nil, commandLine: "framelab run", folder: nil,
            rows: (0..<rows).map { index in
                RecordedRow(
                    scenario: scenarios[index % scenarios.count], implementation: "optimized", items: index,
                    refreshRate: 60,
                    status: "verified", metrics: ["p50_ms": Double(index) / 8, "worst_frame_ms": Double(index)],
                    samples: ["p50_ms": [1, 2, 3]])
            })
    }
}
