/// A range along the scroll axis to find elements in, at one transition progress: the interval
/// arithmetic that bounds where a run of elements can be, from where they are at rest.
///
/// An edge that lies in [a0, a1] in the current layout and in [b0, b1] in the next lies, at
/// progress t, in the interval (1 − t) · [a0, a1] + t · [b0, b1]: a weight below 0 (t outside
/// [0, 1], a spring's overshoot) swaps the ends of its interval. The window is widened by a
/// rounding margin, so that an element the exact tests find is never pruned.
struct AxisWindow {
    /// The lowest position along the axis, widened by the margin, in points.
    let lower: Double
    /// The highest position along the axis, widened by the margin, in points.
    let upper: Double
    /// The weight of the current layout, 1 − t.
    let currentWeight: Double
    /// The weight of the next layout, t.
    let nextWeight: Double

    /// The window [lower, upper] (points) at progress `progress` over layouts whose edges are at
    /// most `edgeScale` points from 0.
    ///
    /// The margin is far more than the rounding error between a bound and an element's edge as
    /// the exact tests compute it, a + (b − a) · t: a few units in the last place of the edges'
    /// magnitude |a| + 2 · |b − a| · |t|.
    init(from lower: Double, to upper: Double, progress: Double, edgeScale: Double) {
        let margin = 1e-9 * (edgeScale * (2 + 4 * abs(progress)) + 1)
        self.lower = lower - margin
        self.upper = upper + margin
        currentWeight = 1 - progress
        nextWeight = progress
    }

    /// Where edges can be at the window's progress when they lie between `tops` and `bottoms`
    /// in the current and the next layout. Not finite when a length overflowed, which prunes
    /// nothing.
    @inline(__always)
    func interval(tops: (current: Double, next: Double), bottoms: (current: Double, next: Double))
        -> (lower: Double, upper: Double)
    {
        let current = Self.weighted(currentWeight, tops.current, bottoms.current)
        let next = Self.weighted(nextWeight, tops.next, bottoms.next)
        return (current.lower + next.lower, current.upper + next.upper)
    }

    /// Whether an interval of positions may meet the window: false only when it lies wholly
    /// before or after it (a NaN end never prunes).
    @inline(__always)
    func mayMeet(_ interval: (lower: Double, upper: Double)) -> Bool {
        !(interval.upper < lower || interval.lower > upper)
    }

    /// Whether an interval of positions lies wholly inside the window.
    @inline(__always)
    func contains(_ interval: (lower: Double, upper: Double)) -> Bool {
        interval.lower >= lower && interval.upper <= upper
    }

    /// `weight · [low, high]`, ends in order; nothing for a weight of 0 (so that an infinite
    /// length in a layout with no weight does not make NaN).
    @inline(__always)
    private static func weighted(_ weight: Double, _ low: Double, _ high: Double) -> (lower: Double, upper: Double) {
        if weight == 0 { return (0, 0) }
        return weight > 0 ? (weight * low, weight * high) : (weight * high, weight * low)
    }
}
