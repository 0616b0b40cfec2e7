import Foundation
import FrameLab
import LabHistory
import LabProcesses
import LabSupport
import RegressionGate
import RunRecords
import TestSupport
import Testing

/// Callgrind's counts hold for the toolchain that made them: another one gets one clear line,
/// or the history's counts of its own toolchain.
@Suite("Baselines and toolchains")
struct GateToolchainTests {
    static let made = Toolchain(
        swiftVersion: "Swift version 6.3.1", valgrindVersion: "valgrind-3.19.0", buildFlags: "swift build -c release")
    static let upgraded = Toolchain(
        swiftVersion: "Swift version 6.4", valgrindVersion: "valgrind-3.19.0", buildFlags: "swift build -c release")

    @Test("Recorded baselines say which toolchain made them, and read back")
    func recorded() throws {
        try withTemporaryDirectory { directory in
            let baselines = directory.appending(path: "baselines").path
            _ = try GateBaseline.record(
                summaries: GateCheckTests.summaries(), callgrindCounts: GateCheckTests.counts, functionInstructions: [],
                toolchain: Self.made, in: baselines, runner: "test-runner")
            let loaded = try GateBaseline.load(directory: baselines, runner: "test-runner")
            #expect(loaded.callgrindToolchain == Self.made && loaded.summaryToolchain == Self.made)
            #expect(
                try String(contentsOfFile: "\(baselines)/toolchain.txt", encoding: .utf8)
                    == "swift: Swift version 6.3.1\nvalgrind: valgrind-3.19.0\nbuild flags: swift build -c release\n")
        }
    }

    @Test("Another toolchain without history: one line naming both and the way out, no check")
    func mismatchWithoutHistory() throws {
        try withTemporaryDirectory { directory in
            var committed = try GateCheckTests.baseline()
            committed.callgrindToolchain = Self.made
            let gate = GateRunTests.gate(in: directory)
            #expect(
                throws: FrameLabError(
                    "callgrind counts baselined with Swift version 6.3.1, valgrind-3.19.0, `swift build -c release`; "
                        + "this build: Swift version 6.4, valgrind-3.19.0, `swift build -c release`; "
                        + "`make gate-update` re-baselines")
            ) { try gate.baseline(committed, for: Self.upgraded, progress: { _ in }) }
            let same = try gate.baseline(committed, for: Self.made, progress: { _ in })
            #expect(same.callgrindCounts == committed.callgrindCounts)
        }
    }

    @Test("Another toolchain whose gate runs the history holds: their latest counts are the baseline")
    func mismatchCheckedAgainstHistory() throws {
        try withTemporaryDirectory { directory in
            var committed = try GateCheckTests.baseline()
            committed.callgrindToolchain = Self.made
            var gate = GateRunTests.gate(in: directory)
            let history = HistoryLocation.sqlite(path: directory.appending(path: "history.sqlite").path)
            gate.history = history
            let head = try #require(Git().commitHash("HEAD"))
            for (index, instructions) in [1_200_000, 1_234_567].enumerated() {
                try HistoryStore(history).record(
                    Self.gateRun(index, commit: head, instructions: UInt64(instructions), toolchain: Self.upgraded))
            }
            var lines: [String] = []
            let baseline = try gate.baseline(committed, for: Self.upgraded, progress: { lines.append($0) })
            #expect(baseline.callgrindCounts.values.allSatisfy { $0.instructions == 1_234_567 })
            #expect(baseline.functionInstructions.isEmpty)
            #expect(
                lines.count == 1
                    && lines[0].hasSuffix(
                        "counts checked against gate run gate-1 of runner test-runner, the history's latest of this toolchain"
                    ))
        }
    }

    /// Gate run `index` of `commit` on `test-runner`, built with `toolchain`, whose every count
    /// has `instructions`.
    static func gateRun(_ index: Int, commit: String, instructions: UInt64, toolchain: Toolchain) -> RecordedRun {
        RecordedRun(
            name: "gate-\(index)", kind: .gate, date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
            commit: .resolve(commit, isDirty: false),
            runner: RecordedRunner(
                name: "test-runner", processor: "cpu", cpuFamily: nil, cpuModel: nil, cores: 2, memoryBytes: 1 << 30,
                operatingSystem: "Linux", swiftVersion: toolchain.swiftVersion,
                valgrindVersion: toolchain.valgrindVersion,
                buildFlags: toolchain.buildFlags),
            loadAverage: nil, stealPercent: nil, commandLine: "framelab gate", folder: nil,
            rows: GateCheckTests.counts.map { count in
                RecordedRow(
                    scenario: count.workload.rawValue, implementation: "optimized", items: count.items, refreshRate: 0,
                    status: RecordedRow.callgrindStatus,
                    metrics: [
                        "instructions": Double(instructions), "l1_data_misses": Double(count.l1DataMisses),
                        "last_level_data_misses": Double(count.lastLevelDataMisses),
                        "estimated_cycles": Double(count.estimatedCycles),
                    ])
            })
    }
}
