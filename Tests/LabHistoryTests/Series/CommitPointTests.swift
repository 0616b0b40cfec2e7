import Foundation
import LabHistory
import PropertyBased
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

    @Test("Any runs group as a plain reading of the rule does: by commit and cleanliness, in the chain's order")
    func groupingMatchesTheRule() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...40), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            let commits = (0..<8).map { "c\($0)" }
            let chain = BranchChain(commits: commits.filter { _ in Bool.random(using: &generator) })
            let points = (0..<count).map { hour in
                Self.point(
                    commits.randomElement(using: &generator)!, Double(hour), dirty: Bool.random(using: &generator),
                    hour: Double(hour))
            }
            let series = HistorySeries(
                key: SummaryKey(scenario: "s", implementation: "optimized", items: 1, refreshRate: 60),
                metric: "p50_ms", runner: "r", points: points)
            // The rule, read plainly: groups in order of their first run; on the chain by position,
            // a commit's clean runs before its dirty tree's; off it in that first-run order.
            var groups: [(sha: String, isDirty: Bool, values: [Double])] = []
            for point in points {
                if let index = groups.firstIndex(where: {
                    $0.sha == point.commit.sha && $0.isDirty == point.commit.isDirty
                }) {
                    groups[index].values.append(point.value)
                } else {
                    groups.append((point.commit.sha, point.commit.isDirty, [point.value]))
                }
            }
            func described(_ group: (sha: String, isDirty: Bool, values: [Double])) -> String {
                "\(group.sha)\(group.isDirty ? "*" : "") \(group.values)"
            }
            let onChain = groups.filter { chain.position(of: $0.sha) != nil }.sorted {
                (chain.position(of: $0.sha)!, $0.isDirty ? 1 : 0) < (chain.position(of: $1.sha)!, $1.isDirty ? 1 : 0)
            }
            let offChain = groups.filter { chain.position(of: $0.sha) == nil }
            let found = series.commitPoints(along: chain)
            #expect(
                found.onChain.map { described(($0.commit.sha, $0.commit.isDirty, $0.values)) } == onChain.map(described)
            )
            #expect(
                found.offChain.map { described(($0.commit.sha, $0.commit.isDirty, $0.values)) }
                    == offChain.map(described))
        }
    }

    @Test("Median, extremes and quartiles interpolate between ranks as numpy does; one run is all of them")
    func statistics() {
        func point(_ values: [Double]) -> CommitPoint {
            // A slice of a longer array, as commit points are: its indices do not start at 0.
            let runs = ([0] + values).map { Self.point("c", $0, hour: 0) }
            return CommitPoint(runs: runs.dropFirst())
        }
        let odd = point([4, 1, 3, 2, 10])
        #expect(odd.median == 3)
        #expect(odd.minimum == 1 && odd.maximum == 10)
        #expect(odd.interquartileRange == 2...4)
        #expect(odd.values == [4, 1, 3, 2, 10] && odd.commit.sha == "c")
        let even = point([1, 2, 3, 4])
        #expect(even.median == 2.5)
        #expect(even.interquartileRange == 1.75...3.25)
        let one = point([7])
        #expect(one.median == 7 && one.minimum == 7 && one.maximum == 7 && one.interquartileRange == 7...7)
    }
}
