import LabSupport
import Testing

@Suite("Quantities as people read them")
struct QuantityTests {
    @Test("A metric's name says its quantity")
    func fromMetricName() {
        #expect(Quantity(metric: "p50_ms") == .milliseconds)
        #expect(Quantity(metric: "worst_frame_ms") == .milliseconds)
        #expect(Quantity(metric: "hitch_ms_per_s") == .number(unit: "ms/s"))
        #expect(Quantity(metric: "speedup_vs_reference") == .ratio)
        #expect(Quantity(metric: "percent_of_memcpy") == .percent)
        #expect(Quantity(metric: "instructions") == .count)
        #expect(Quantity(metric: "last_level_data_misses") == .count)
        #expect(Quantity(metric: "over_budget") == .count)
        #expect(Quantity(metric: "allocs_per_frame") == .number(unit: ""))
        #expect(Quantity(metric: "gb_per_s") == .number(unit: "GB/s"))
    }

    @Test("Times take the unit that keeps them at least 1, to 3 significant digits")
    func durations() {
        #expect(Quantity.milliseconds.description(0.000_605_000_000_000_000_1) == "605 ns")
        #expect(Quantity.milliseconds.description(0.155519) == "156 µs")
        #expect(Quantity.milliseconds.description(20.74) == "20.7 ms")
        #expect(Quantity.milliseconds.description(2_345) == "2.35 s")
        #expect(Quantity.milliseconds.description(0.000_999_96) == "1.00 µs")
        #expect(Quantity.milliseconds.description(0) == "0 ns")
    }

    @Test("Ratios, percentages and counts")
    func others() {
        #expect(Quantity.ratio.description(3_176.4) == "3176×")
        #expect(Quantity.ratio.description(1.4142) == "1.41×")
        #expect(Quantity.percent.description(41.53) == "41.5 %")
        #expect(Quantity.count.description(812) == "812")
        #expect(Quantity.count.description(9_999) == "9999")
        #expect(Quantity.count.description(965_559) == "966k")
        #expect(Quantity.count.description(12_345_678) == "12.3M")
        #expect(Quantity.number(unit: "").description(0.5) == "0.500")
    }

    @Test("A column's unit fits its typical value, and its heading names it")
    func columnUnit() {
        let unit = Quantity.milliseconds.unit(for: 0.000_605)
        #expect(unit.heading("median") == "median (ns)")
        #expect(unit.number(0.000_541_250_000_000_000_1) == "541")
        #expect(unit.number(0.001_2) == "1200")
        #expect(Quantity.count.unit(for: 0).heading("median") == "median")
    }
}
