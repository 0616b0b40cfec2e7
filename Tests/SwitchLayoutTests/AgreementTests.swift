import SwitchLayout
import Testing

@Suite("Agreement: a NaN answer never passes as agreement")
struct AgreementTests {
    @Test func differenceCountsOneSidedNaNAsInfinitelyFarOff() {
        #expect(Agreement.difference(.nan, 1) == .infinity)
        #expect(Agreement.difference(1, .nan) == .infinity)
        #expect(Agreement.difference(.nan, .nan) == 0)
        #expect(Agreement.difference(.infinity, .infinity) == 0)
        #expect(Agreement.difference(.infinity, -.infinity) == .infinity)
        #expect(Agreement.difference(1, 3) == 2)
    }

    /// The frame lab's verification of full interpolation: one NaN alpha or coordinate among
    /// agreeing elements is a disagreement.
    @Test(arguments: [\ElementFrames.alpha, \.x, \.height])
    func fullInterpolationWithOneNaNDisagrees(column: any WritableKeyPath<ElementFrames, [Double]> & Sendable) {
        var reference = ElementFrames(count: 3)
        reference.alpha = [1, 1, 1]
        var candidate = reference
        #expect(Agreement.compare(candidate, reference).agrees)
        candidate[keyPath: column][1] = .nan
        #expect(!Agreement.compare(candidate, reference).agrees)
    }
}
