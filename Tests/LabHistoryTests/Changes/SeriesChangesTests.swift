import Foundation
import LabHistory
import RunRecords
import Testing

@Suite("Change points of a series")
struct SeriesChangesTests {
    static let key = SummaryKey(scenario: "s", implementation: "optimized", items: 1, refreshRate: 60)

    /// 40 runs on commits c0…c39, about 1.0 with ±2 % noise, `step` times that from c20 on;
    /// the toolchain changes at `toolchainChange`.
    static func series(step: Double, toolchainChange: Int? = nil) -> (HistorySeries, chain: BranchChain) {
        let noise = [0.98, 1.01, 0.99, 1.02, 1.0, 0.985, 1.015]
        let points = (0..<40).map { index in
            HistorySeries.Point(
                run: "run-\(index)", kind: .gate, date: Date(timeIntervalSince1970: Double(index) * 3600),
                commit: RecordedCommit(
                    sha: "c\(index)", parents: [], time: nil, subject: "commit \(index)", isDirty: false, isKnown: true),
                folder: nil, value: noise[index % noise.count] * (index >= 20 ? step : 1),
                toolchain: Toolchain(
                    swiftVersion: "Swift 6.3.1", valgrindVersion: nil,
                    buildFlags: index >= (toolchainChange ?? 40)
                        ? "swift build -c release -Xswiftc -Ounchecked" : "swift build -c release"))
        }
        return (
            HistorySeries(key: key, metric: "p50_ms", runner: "r", points: points.reversed()),
            BranchChain(commits: (0..<40).map { "c\($0)" })
        )
    }

    @Test func findsTheCommitThatSlowedTheSeries() throws {
        let (series, chain) = Self.series(step: 1.3)
        let changes = series.changes(along: chain, detector: ChangeDetection.detector(seriesPerRun: 1))
        try #require(changes.count == 1)
        #expect(changes[0].commit.sha == "c20")
        #expect(changes[0].previousCommit.sha == "c19")
        #expect(changes[0].before.count == 20 && changes[0].after.count == 20)
        #expect(abs(changes[0].relativeChange - 0.3) < 0.02)
        #expect(changes[0].pValue < 1e-10)
        #expect(changes[0].kind == .gate)
    }

    @Test func aToolchainChangeStartsASegmentInsteadOfAChange() {
        let (series, chain) = Self.series(step: 1.3, toolchainChange: 20)
        #expect(series.changes(along: chain, detector: ChangeDetection.detector(seriesPerRun: 1)).isEmpty)
        // Within a segment the step is still found.
        let (later, laterChain) = Self.series(step: 1.3, toolchainChange: 30)
        #expect(
            later.changes(along: laterChain, detector: ChangeDetection.detector(seriesPerRun: 1)).map(\.commit.sha) == [
                "c20"
            ])
    }

    @Test func leavesOutDirtyRunsAndCommitsOffTheBranch() {
        var (series, chain) = Self.series(step: 1)
        // Slow runs of a dirty tree and of another branch are not the branch's code.
        for (index, sha) in ["c25", "x1", "x2", "x3"].enumerated() {
            series.points.append(
                HistorySeries.Point(
                    run: "extra-\(index)", kind: .gate, date: Date(timeIntervalSince1970: 1e6 + Double(index)),
                    commit: RecordedCommit(
                        sha: sha, parents: [], time: nil, subject: nil, isDirty: sha == "c25", isKnown: true),
                    folder: nil, value: 5))
        }
        #expect(series.changes(along: chain, detector: ChangeDetection.detector(seriesPerRun: 1)).isEmpty)
        #expect(series.changes(along: [], detector: ChangeDetection.detector(seriesPerRun: 1)).isEmpty)
    }

    @Test func anExactCountChangesAtTheFirstCommitItMoves() {
        let points = (0..<6).map { index in
            HistorySeries.Point(
                run: "run-\(index)", kind: .gate, date: Date(timeIntervalSince1970: Double(index)),
                commit: RecordedCommit(
                    sha: "c\(index)", parents: [], time: nil, subject: nil, isDirty: false, isKnown: true),
                folder: nil, value: index < 4 ? 128_548 : 131_000)
        }
        let series = HistorySeries(key: Self.key, metric: "instructions", runner: "r", points: points)
        let changes = series.changes(
            along: BranchChain(commits: (0..<6).map { "c\($0)" }),
            detector: ChangeDetection.detector(for: "instructions", seriesPerRun: 30))
        #expect(changes.map(\.commit.sha) == ["c4"])
    }
}
