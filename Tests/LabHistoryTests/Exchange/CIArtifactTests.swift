import Foundation
import LabHistory
import LabSupport
import RunRecords
import TestSupport
import Testing

/// A team without a server carries the history from job to job as a CI artifact or cache: the
/// SQLite file itself, or an export imported into the next job's.
@Suite("A history carried through CI artifacts")
struct CIArtifactTests {
    static let chain = RecordedRun.chain(8)
    static let toolchain = Toolchain(
        swiftVersion: "Swift version 6.3.1", valgrindVersion: "valgrind-3.19.0", buildFlags: "swift build -c release")

    /// Job `index`'s gate run: a speedup about 1000, with its repetitions.
    static func gateRun(_ index: Int) -> RecordedRun {
        var run = RecordedRun.gateSample(index, commit: chain[index])
        let level = 1000 * RecordedRun.noise(index)
        run.rows[0].metrics = ["speedup_vs_reference": level]
        run.rows[0].samples = ["speedup_vs_reference": [level * 0.99, level, level * 1.01]]
        return run
    }

    /// The learning window the gate of `store` would judge the row by.
    static func window(in store: HistoryStore) throws -> LearningWindow? {
        try store.learningWindow(
            Self.gateRun(0).rows[0].summaryKey, metric: "speedup_vs_reference", higherIsBetter: true,
            runner: "test-runner", toolchain: toolchain, along: BranchChain(commits: chain),
            detector: ChangeDetection.detector(seriesPerRun: 1))
    }

    @Test(
        "Eight jobs in fresh folders, each bringing the last one's history, end with a learning gate",
        arguments: [false, true])
    func eightJobs(throughExport: Bool) throws {
        try withTemporaryDirectory { folder in
            var artifact: URL?
            for job in 0..<8 {
                let workspace = folder.appending(path: "job-\(job)")
                try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
                let history = workspace.appending(path: "history.sqlite")
                if let artifact {
                    if throughExport {
                        _ = try HistoryStore(.sqlite(path: history.path))
                            .record(try RecordedRun.runs(atPaths: [artifact.path]), progress: { _ in })
                    } else {
                        try FileManager.default.copyItem(at: artifact, to: history)
                    }
                }
                let store = try HistoryStore(.sqlite(path: history.path))
                #expect(try store.runCount() == job, "job \(job) brought every earlier run")
                try store.record(Self.gateRun(job))
                if job == 7 {
                    let window = try #require(try Self.window(in: store))
                    #expect(window.runValues.count == 8)
                }
                let saved = folder.appending(path: "artifact-\(job)")
                try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
                artifact = saved.appending(path: throughExport ? "history.jsonl" : "history.sqlite")
                if throughExport {
                    _ = try store.export(to: artifact!)
                } else {
                    try FileManager.default.copyItem(at: history, to: artifact!)
                }
            }
        }
    }

    @Test(
        "Two jobs that saved at once: importing one's export into the other's history loses no run, records none twice")
    func concurrentJobsMerge() throws {
        try withTemporaryDirectory { folder in
            let base = HistoryLocation.sqlite(path: folder.appending(path: "base.sqlite").path)
            for job in 0..<3 { try HistoryStore(base).record(Self.gateRun(job)) }
            var histories: [URL] = []
            for (name, job) in [("a", 3), ("b", 4)] {
                let copy = folder.appending(path: "\(name).sqlite")
                try FileManager.default.copyItem(at: URL(fileURLWithPath: "\(base)"), to: copy)
                try HistoryStore(.sqlite(path: copy.path)).record(Self.gateRun(job))
                histories.append(copy)
            }
            let export = folder.appending(path: "a.jsonl")
            _ = try HistoryStore(.sqlite(path: histories[0].path)).export(to: export)
            let merged = try HistoryStore(.sqlite(path: histories[1].path))
            #expect(try merged.record(try RecordedRun.runs(atPaths: [export.path]), progress: { _ in }) == 1)
            var names: [String] = []
            try merged.forEachRun { names.append($0.name) }
            #expect(names.sorted() == ["gate-0", "gate-1", "gate-2", "gate-3", "gate-4"])
        }
    }
}
