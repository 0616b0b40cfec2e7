import LabStatistics
import Testing

@Suite("Quantiles")
struct QuantileTests {
    @Test("quantile interpolates between the nearest ranks (R's type 7), whatever the values' order")
    func typeSeven() {
        let values: [Double] = [4, 1, 3, 2]
        #expect(values.quantile(0.25) == 1.75)
        #expect(values.quantile(0.5) == 2.5)
        #expect(values.quantile(0.75) == 3.25)
        #expect(values.quantile(0) == 1 && values.quantile(1) == 4)
        #expect([7.0].quantile(0.3) == 7)
    }

    @Test("quartiles, from one sort, are the quantiles of 0.25, 0.5 and 0.75, as is the interquartile range")
    func quartilesFromOneSort() {
        for count in [1, 2, 3, 10, 101] {
            // Out of order, with repeats.
            let values = (0..<count).map { Double(($0 * 37) % 53) - 20 }
            let quartiles = values.quartiles
            #expect(quartiles.first == values.quantile(0.25), "\(values)")
            #expect(quartiles.median == values.quantile(0.5), "\(values)")
            #expect(quartiles.third == values.quantile(0.75), "\(values)")
            #expect(values.interquartileRange == quartiles.first...quartiles.third, "\(values)")
        }
    }
}
