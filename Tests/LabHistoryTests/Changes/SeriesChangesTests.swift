import Foundation
import LabHistory
import PropertyBased
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

    /// Runs with ids `ids` on commits `c0`… (a run's id its commit's number, unless `commits`
    /// names them), steps at 150 and 260 with noise, the toolchain changing at 200.
    static func runs(_ ids: [Int], commits: [Int]? = nil) -> HistorySeries {
        var generator = Xoshiro(seed: (51, 52, 53, 54))
        let noise = (0..<400).map { _ in Double.random(in: 0.97...1.03, using: &generator) }
        let points = zip(ids, commits ?? ids).map { id, commit in
            HistorySeries.Point(
                run: "run-\(id)", kind: .run, date: Date(timeIntervalSince1970: Double(id)),
                commit: RecordedCommit(
                    sha: "c\(commit)", parents: [], time: nil, subject: nil, isDirty: false, isKnown: true),
                folder: nil, value: noise[id] * (commit >= 260 ? 1.6 : commit >= 150 ? 1.3 : 1),
                toolchain: Toolchain(swiftVersion: commit >= 200 ? "Swift 6.3.1" : "Swift 6.2", buildFlags: ""),
                runID: id)
        }
        return HistorySeries(key: key, metric: "p50_ms", runner: "r", points: points)
    }

    /// Each change as a line: everything it says, p-values bit for bit.
    static func described(_ changes: [DetectedChange]) -> [String] {
        changes.map { "\($0.commit.sha) \($0.previousCommit.sha) \($0.before) \($0.after) \($0.pValue.bitPattern)" }
    }

    @Test func aSearchResumedAfterNewRunsFindsWhatASearchFromTheStartFinds() throws {
        let chain = BranchChain(commits: (0..<400).map { "c\($0)" })
        let detector = ChangeDetection.detector(seriesPerRun: 1)
        let earlier = Self.runs(Array(0..<240)).changes(along: chain, detector: detector, resuming: nil)
        #expect(earlier.progress.segments.map(\.count) == [200, 40])

        // 60 runs more, on the commits after: both segments resume.
        let grown = Self.runs(Array(0..<300))
        let runIDs = grown.branchPoints(along: chain).map(\.runID)
        #expect(earlier.progress.resumable(for: Array(runIDs[..<200]), throughRun: 239) != nil)
        #expect(earlier.progress.resumable(for: Array(runIDs[200...]), throughRun: 239) != nil)
        let resumed = grown.changes(along: chain, detector: detector, resuming: (earlier.progress, 239))
        let searched = grown.changes(along: chain, detector: detector, resuming: nil)
        #expect(Self.described(resumed.changes) == Self.described(searched.changes))
        #expect(resumed.progress == searched.progress)
        #expect(resumed.changes.map(\.commit.sha) == ["c150", "c260"])

        // A run of an earlier commit, recorded since, lands among the runs searched: that segment
        // is searched from the start, and still finds the same.
        let rerun = Self.runs(Array(0..<300) + [300], commits: Array(0..<300) + [220])
        let rerunIDs = rerun.branchPoints(along: chain).map(\.runID)
        #expect(earlier.progress.resumable(for: Array(rerunIDs[200...]), throughRun: 239) == nil)
        #expect(
            Self.described(rerun.changes(along: chain, detector: detector, resuming: (earlier.progress, 239)).changes)
                == Self.described(rerun.changes(along: chain, detector: detector, resuming: nil).changes))
    }
}
