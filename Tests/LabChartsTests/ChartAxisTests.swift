import LabCharts
import Testing

@Suite("Chart axes")
struct ChartAxisTests {
    @Test("A linear axis of counts steps by whole numbers; of milliseconds, by round decimals that print as such")
    func linearTicks() {
        let counts = ChartAxis(title: "frames", scale: .linear, reaching: [0, 3])
        #expect(counts.ticks == [0, 1, 2, 3])
        let times = ChartAxis(title: "ms", scale: .linear, reaching: [0.0148, 0.0167], countsOnly: false)
        #expect(times.ticks.map(times.tickLabel) == ["0", "0.005", "0.01", "0.015", "0.02"])
        #expect(times.bounds == 0...0.02)
        let large = ChartAxis(title: "instructions", scale: .linear, reaching: [5730], countsOnly: false)
        #expect(large.ticks.map(large.tickLabel) == ["0", "1000", "2000", "3000", "4000", "5000", "6000"])
    }

    @Test("A logarithmic axis spans the decades around its values")
    func logarithmicTicks() {
        let axis = ChartAxis(title: "ms", scale: .logarithmic, reaching: [0.003, 20])
        #expect(axis.ticks == [0.001, 0.01, 0.1, 1, 10, 100])
    }

    @Test("An axis of 10,000 categories is labelled a dozen times, evenly, and asks for those labels alone")
    func categoryTicks() {
        var asked: [Int] = []
        let axis = ChartAxis(title: "commit", categoryCount: 10_000) { index in
            asked.append(index)
            return "c\(index)"
        }
        #expect(axis.bounds == -0.5...9_999.5)
        #expect(axis.ticks == stride(from: 0, to: 10_000, by: 834).map(Double.init))
        #expect(axis.ticks.map(axis.tickLabel) == axis.ticks.map { "c\(Int($0))" })
        #expect(asked == axis.ticks.map { Int($0) })
        #expect(axis.tickLabel(10_000) == "" && axis.tickLabel(0.5) == "")
    }
}
