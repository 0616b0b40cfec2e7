import Foundation

/// Student's two-sample t-test with pooled variance, two-sided, as Apache Otava applies it to
/// the two sides of a candidate change point: the sides' population standard deviations (numpy's
/// `std`, divided by n) go into scipy's `ttest_ind_from_stats`, which pools them as if they were
/// sample deviations. Doing the same keeps this lab's p-values equal to Otava's.
package enum StudentTTest {
    /// The p-value of "`before` and `after` have the same mean", and both sides' statistics.
    /// With two values or fewer in all there is no evidence either way (p = 1); so too when both
    /// sides are constant and equal (scipy answers NaN there).
    package static func compare(_ before: ArraySlice<Double>, _ after: ArraySlice<Double>) -> SegmentComparison {
        let left = SegmentStatistics(before)
        let right = SegmentStatistics(after)
        let count = Double(before.count + after.count)
        guard count > 2 else { return SegmentComparison(before: left, after: right, pValue: 1) }
        let degreesOfFreedom = count - 2
        let pooledVariance =
            (Double(before.count - 1) * left.standardDeviation * left.standardDeviation
                + Double(after.count - 1) * right.standardDeviation * right.standardDeviation) / degreesOfFreedom
        let error = (pooledVariance * (1 / Double(before.count) + 1 / Double(after.count))).squareRoot()
        let t = (left.mean - right.mean) / error
        guard !t.isNaN else { return SegmentComparison(before: left, after: right, pValue: 1) }
        return SegmentComparison(
            before: left, after: right, pValue: twoSidedPValue(t: t, degreesOfFreedom: degreesOfFreedom))
    }

    /// P(|T| ≥ |t|) for Student's t distribution with `degreesOfFreedom`:
    /// I_{ν/(ν+t²)}(ν/2, 1/2), the regularized incomplete beta function.
    package static func twoSidedPValue(t: Double, degreesOfFreedom: Double) -> Double {
        guard t.isFinite else { return 0 }
        let x = degreesOfFreedom / (degreesOfFreedom + t * t)
        return regularizedIncompleteBeta(x, a: degreesOfFreedom / 2, b: 0.5)
    }

    /// I_x(a, b), by its continued fraction (modified Lentz's method), on the side of the
    /// symmetry I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges fast.
    static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x)
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * continuedFraction(x, a: a, b: b) / a
        }
        return 1 - exp(logFront) * continuedFraction(1 - x, a: b, b: a) / b
    }

    /// The continued fraction of I_x(a, b), to double precision or 300 terms.
    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        func nonZero(_ value: Double) -> Double { abs(value) < tiny ? tiny : value }
        var c = 1.0
        var d = 1 / nonZero(1 - (a + b) * x / (a + 1))
        var fraction = d
        for m in 1...300 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 / nonZero(1 + even * d)
            c = nonZero(1 + even / c)
            fraction *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 / nonZero(1 + odd * d)
            c = nonZero(1 + odd / c)
            let step = d * c
            fraction *= step
            if abs(step - 1) < 1e-15 { break }
        }
        return fraction
    }
}
