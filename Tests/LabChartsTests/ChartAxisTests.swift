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
}
