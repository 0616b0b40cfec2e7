import LabCharts
import PropertyBased
import Testing

@Suite("A line's points thinned to its columns' extremes")
struct ColumnExtremesTests {
    @Test("Each column keeps its first, lowest, highest and last point, in order, and nothing else")
    func keepsEachColumnsExtremes() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...400), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            var x = Double.random(in: 0...5, using: &generator)
            // Many points of a column at one height, each told apart by a millionth.
            let points: [(x: Double, y: Double)] = (0..<count).map { index in
                x += [0, 0.05, 0.3, 1.7].randomElement(using: &generator)!
                return (x, Double(Int.random(in: -5...5, using: &generator)) + Double(index) * 1e-6)
            }
            let kept = points.columnExtremes()
            // In order, each a point of the line: indices into it, increasing.
            var indices: [Int] = []
            var next = 0
            for point in kept {
                guard let index = points[next...].firstIndex(where: { $0 == point }) else { break }
                indices.append(index)
                next = index + 1
            }
            #expect(indices.count == kept.count)
            let columns = Dictionary(grouping: points.indices) { points[$0].x.rounded(.down) }
            for (column, members) in columns {
                let own = indices.filter { points[$0].x.rounded(.down) == column }
                #expect(own.first == members.first && own.last == members.last)
                #expect(own.count <= 4)
                #expect(own.map { points[$0].y }.min() == members.map { points[$0].y }.min())
                #expect(own.map { points[$0].y }.max() == members.map { points[$0].y }.max())
            }
        }
    }

    @Test("A chart draws a long line from its columns' extremes, a line of dots point by point")
    func longLines() {
        let points = (0..<10_000).map { (x: Double($0), y: Double($0 % 7)) }
        func chart(marksPoints: Bool) -> String {
            LineChart(
                title: "long", horizontalAxis: ChartAxis(title: "commit", categories: points.map { String($0.x) }),
                verticalAxis: ChartAxis(title: "ms", scale: .linear, reaching: [0, 6]),
                series: [LineChart.Series(name: "runner", color: "#000", points: points)], marksPoints: marksPoints
            ).svg
        }
        func polylinePoints(_ svg: String) -> Int {
            let attribute = svg.split(separator: "points=\"")[1].prefix { $0 != "\"" }
            return attribute.split(separator: " ").count
        }
        // The plot is 524 px wide: at most four points a column.
        #expect(polylinePoints(chart(marksPoints: false)) <= 4 * 525)
        #expect(polylinePoints(chart(marksPoints: true)) == 10_000)
    }
}
