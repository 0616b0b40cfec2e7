import LabStatistics
import Testing

@Suite("Holm's correction")
struct HolmCorrectionTests {
    @Test("Holm's correction multiplies the k-th smallest p-value by the hypotheses left, keeping the order")
    func holm() {
        #expect(HolmCorrection.adjusted([0.01, 0.04, 0.03, 0.5]) == [0.04, 0.09, 0.09, 0.5])
    }
}
