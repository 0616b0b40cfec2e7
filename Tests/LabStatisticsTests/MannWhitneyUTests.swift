import LabStatistics
import Testing

@Suite("Mann-Whitney U")
struct MannWhitneyUTests {
    @Test("The Mann-Whitney U test's p-values are scipy's, exact and with ties")
    func mannWhitney() {
        #expect(abs(MannWhitneyU.pValue([1, 2, 3], [4, 5, 6]) - 0.1) < 1e-12)
        #expect(abs(MannWhitneyU.pValue([1, 2, 3], lessThan: [4, 5, 6]) - 0.05) < 1e-12)
        #expect(abs(MannWhitneyU.pValue([4, 5, 6], lessThan: [1, 2, 3]) - 0.95) < 1e-12)
        #expect(
            abs(MannWhitneyU.pValue((1...10).map(Double.init), (11...20).map(Double.init)) - 1.082508822446903e-05)
                < 1e-15)
        #expect(
            abs(MannWhitneyU.pValue([1.1, 2.5, 3.3, 4.0, 5.2], [2.0, 3.0, 6.1, 7.4, 8.8, 9.0]) - 0.17748917748917747)
                < 1e-12)
        #expect(abs(MannWhitneyU.pValue([1, 2, 2, 3, 3, 3, 4], [2, 3, 4, 4, 5, 5, 6]) - 0.043051432728945134) < 1e-9)
        #expect(MannWhitneyU.pValue([], [1]) == 1)
        #expect(MannWhitneyU.pValue([2, 2, 2], [2, 2, 2]) == 1)
    }
}
