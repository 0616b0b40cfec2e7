import Foundation
import LabHistory

extension RecordedRun {
    /// A run of `rows` summary rows with a few metrics and samples each, for the tests:
    /// different `seed`s give different values.
    static func sample(
        name: String, runner: String = "test-runner", commit: String = "0123456789abcdef0123456789abcdef01234567",
        isDirty: Bool = false, date: Date = Date(timeIntervalSince1970: 1_800_000_000), rows: Int = 4, seed: Double = 1
    ) -> RecordedRun {
        let scenarios = ["switch-list-to-grid", "carousel-snap", "fling-list", "scale"]
        return RecordedRun(
            name: name, kind: .run, date: date,
            commit: RecordedCommit(
                sha: commit, parents: ["fedcba9876543210fedcba9876543210fedcba98"], time: date.addingTimeInterval(-60),
                subject: "A commit, \"quoted\", with ünïcode", isDirty: isDirty, isKnown: true),
            runner: RecordedRunner(
                name: runner, processor: "AMD EPYC", cpuFamily: 26, cpuModel: 2, cores: 2, memoryBytes: 25_000_000_000,
                operatingSystem: "Debian GNU/Linux 12 (bookworm), Linux 6.1", swiftVersion: "Swift version 6.3.1",
                valgrindVersion: "valgrind-3.19.0", buildFlags: "swift build -c release"),
            loadAverage: 0.5 * seed, stealPercent: 0.25, commandLine: "framelab run --repetitions 3",
            folder: "/tmp/results/runs/\(name)",
            rows: (0..<rows).map { index in
                RecordedRow(
                    scenario: scenarios[index % scenarios.count],
                    implementation: index < scenarios.count ? "optimized" : "reference",
                    items: 100_000, refreshRate: 60, status: "verified",
                    metrics: [
                        "p50_ms": 0.125 * seed + Double(index), "worst_frame_ms": 1.5 * seed, "over_budget": 0,
                        "speedup_vs_reference": 1234.5678901234567 * seed,
                    ],
                    samples: ["p50_ms": [0.1 * seed, 0.125 * seed, 0.2 * seed]])
            },
            checks: [
                RecordedCheck(
                    metric: "instructions", subject: "hit-test · N = 10000", baseline: "128547", value: "128548",
                    limit: "+2 %", verdict: "pass")
            ])
    }

    /// `count` made-up full commit hashes, oldest first.
    static func chain(_ count: Int) -> [String] {
        (0..<count).map { String(repeating: String($0 % 10), count: 39) + String($0 / 10) }
    }

    /// Gate run `index` of `commit`: one row of ``sample(name:runner:commit:isDirty:date:rows:seed:)``,
    /// a second after gate run `index - 1`.
    static func gateSample(_ index: Int, commit: String) -> RecordedRun {
        var run = sample(
            name: "gate-\(index)", commit: commit, date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)),
            rows: 1)
        run.kind = .gate
        return run
    }

    /// Run `index`'s noise: a factor within ±2 % of 1, repeating every 7 runs.
    static func noise(_ index: Int) -> Double {
        [0.98, 1.01, 0.99, 1.02, 1.0, 0.985, 1.015][index % 7]
    }
}
