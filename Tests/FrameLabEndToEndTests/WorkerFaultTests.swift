import AllocationCounter
import Foundation
import TestSupport
import Testing

/// `framelab run` survives workers that crash, hang or send garbage: each is reported with its
/// reason and standard error, the other workers' results are written, and the run exits 1.
@Suite("A run survives its workers' faults")
struct WorkerFaultTests {
    @Test(
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"),
        arguments: [
            ("crash", "killed by signal"), ("hang", "timed out after 3 s"), ("garbage", "sent garbage on line 1"),
        ])
    func faultyWorkerIsReportedAndTheRunGoesOn(fault: String, reason: String) throws {
        let results = FileManager.default.temporaryDirectory.appending(path: "framelab-fault-\(UUID())")
        defer { try? FileManager.default.removeItem(at: results) }
        let run = try FramelabRun([
            "run", "--scenario", "Examples/my-switch.json", "--items", "300", "--repetitions", "1", "--warm-ups", "0",
            "--implementation", "reference", "--implementation", "optimized", "--timeout", "3",
            "--results", results.path, "--inject-worker-fault", "optimized:\(fault)",
        ])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("FAILED my-switch · optimized · N = 300: \(reason)"))
        #expect(run.standardOutput.contains("1 workers failed"))
        if fault == "crash" {
            // The tail of the worker's standard error: Swift's crash report.
            #expect(run.standardOutput.contains("\n    "))
        }
        // The reference's frames were still measured and written.
        let summary = try String(contentsOf: results.appending(path: "latest/summary.csv"), encoding: .utf8)
        #expect(summary.contains("my-switch,reference,300,60,"))
        #expect(!summary.contains("my-switch,optimized,"))
    }

    @Test(
        .disabled(
            if: AddressSanitizer.isActive, "workers count allocations with jemalloc, which AddressSanitizer replaces"))
    func aCleanRunVerifiesAndExitsZero() throws {
        try withTemporaryDirectory { directory in
            let results = directory.appending(path: "results")
            let temporary = directory.appending(path: "tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            let run = try FramelabRun(
                [
                    "run", "--scenario", "Examples/my-switch.json", "--items", "300", "--repetitions", "1",
                    "--warm-ups",
                    "0", "--implementation", "reference", "--implementation", "scalar", "--results", results.path,
                ], environment: ["TMPDIR": temporary.path])
            #expect(run.status == 0, "\(run.standardError)")
            let summary = try String(contentsOf: results.appending(path: "latest/summary.csv"), encoding: .utf8)
            #expect(summary.contains("my-switch,scalar,300,60,"))
            #expect(summary.contains(",verified,"))
            for file in ["frames.csv", "report.html", "environment.txt"] {
                #expect(FileManager.default.fileExists(atPath: results.appending(path: "latest/\(file)").path))
            }
            // Nothing left in TMPDIR, not even by `swift --version` for environment.txt.
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        }
    }

    @Test func badInputWritesNothing() throws {
        let results = FileManager.default.temporaryDirectory.appending(path: "framelab-bad-\(UUID())")
        defer { try? FileManager.default.removeItem(at: results) }
        for arguments in [["--scenario", "no-such-scenario"], ["--items", "-5"], ["--implementation", "fast"]] {
            let run = try FramelabRun(["run", "--results", results.path] + arguments)
            #expect(run.status == 2)
            #expect(run.standardError.split(separator: "\n").count == 1)
        }
        #expect(!FileManager.default.fileExists(atPath: results.appending(path: "runs").path))
    }
}
