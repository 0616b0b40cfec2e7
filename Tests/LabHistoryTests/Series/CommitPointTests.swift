import Foundation
import LabHistory
import RunRecords
import Testing

@Suite("Series along the branch")
struct CommitPointTests {
    private static func point(_ sha: String, _ value: Double, dirty: Bool = false, hour: Double) -> HistorySeries.Point
    {
        HistorySeries.Point(
            run: "run-\(sha)-\(value)", kind: .run, date: Date(timeIntervalSince1970: hour * 3600),
            commit: RecordedCommit(sha: sha, parents: [], time: nil, subject: sha, isDirty: dirty, isKnown: true),
            folder: nil, value: value)
    }

    @Test("Runs of a commit become one point, dirty runs apart, in the chain's order; other commits off it")
    func grouping() {
        let series = HistorySeries(
            key: SummaryKey(scenario: "s", implementation: "optimized", items: 1, refreshRate: 60), metric: "p50_ms",
            runner: "r",
            points: [
                Self.point("c3", 5, hour: 0), Self.point("c1", 1, hour: 1), Self.point("c1", 3, dirty: true, hour: 2),
                Self.point("c1", 2, hour: 3), Self.point("x9", 7, hour: 4), Self.point("c1", 4, hour: 5),
            ])
        let (onChain, offChain) = series.commitPoints(along: ["c1", "c2", "c3"])
        #expect(onChain.map { "\($0.commit.sha)\($0.commit.isDirty ? "*" : "")" } == ["c1", "c1*", "c3"])
        #expect(onChain[0].values == [1, 2, 4])
        #expect(offChain.map(\.commit.sha) == ["x9"])
    }

    @Test("Median, extremes and quartiles interpolate between ranks as numpy does")
    func statistics() {
        let point = CommitPoint(
            commit: RecordedCommit(sha: "c", parents: [], time: nil, subject: nil, isDirty: false, isKnown: true),
            values: [4, 1, 3, 2, 10], runs: [])
        #expect(point.median == 3)
        #expect(point.minimum == 1 && point.maximum == 10)
        #expect(point.interquartileRange == 2...4)
        let even = CommitPoint(commit: point.commit, values: [1, 2, 3, 4], runs: [])
        #expect(even.median == 2.5)
        #expect(even.interquartileRange == 1.75...3.25)
    }
}
