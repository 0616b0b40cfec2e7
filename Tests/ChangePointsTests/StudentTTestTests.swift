import ChangePoints
import Testing

@Suite("Student's t-test")
struct StudentTTestTests {
    /// scipy.stats.t.sf(|t|, ν) · 2, printed by scipy 1.16.
    @Test(arguments: [
        (2.0, 10.0, 0.07338803477074039), (0.5, 3.0, 0.651447964848151), (5.0, 48.0, 8.061665181471024e-06),
        (-3.2, 7.0, 0.015065811342489297), (10.0, 98.0, 1.210253752662223e-16),
    ])
    func pValuesMatchScipy(t: Double, degreesOfFreedom: Double, expected: Double) {
        let pValue = StudentTTest.twoSidedPValue(t: t, degreesOfFreedom: degreesOfFreedom)
        #expect(abs(pValue - expected) <= 1e-12 * max(1, expected) + expected * 1e-9)
    }

    @Test func comparesSegmentsWithPopulationDeviationsPooled() {
        // numpy: std([1, 2, 3]) = 0.8165, std([4, 6]) = 1; scipy's ttest_ind_from_stats(2, 0.8165,
        // 3, 5, 1, 2): t = −3.7264, p = 0.033659295204337074.
        let comparison = StudentTTest.compare([1, 2, 3], [4, 6])
        #expect(abs(comparison.before.standardDeviation - 0.816496580927726) < 1e-12)
        #expect(abs(comparison.pValue - 0.033659295204337074) < 1e-12)
        #expect(abs(comparison.relativeChange - 1.5) < 1e-12)
        #expect(abs(comparison.magnitude - 1.5) < 1e-12)
    }

    @Test func findsNoEvidenceInTooFewOrIdenticalValues() {
        #expect(StudentTTest.compare([1], [2]).pValue == 1)
        #expect(StudentTTest.compare([3, 3], [3, 3, 3]).pValue == 1)
        #expect(StudentTTest.compare([3, 3], [4, 4]).pValue == 0)
    }
}
