import Foundation

/// A fling's motion as UIScrollView decelerates it: the velocity decays by `rate` every
/// millisecond (0.998, `UIScrollView.DecelerationRate.normal`), so after t seconds the content
/// has moved v₀ · (rateᵗ˙¹⁰⁰⁰ − 1) / (1000 · ln rate) points.
package struct ScrollDeceleration: Hashable, Sendable {
    /// The velocity at release, in points per second.
    package var velocity: Double
    /// The factor the velocity keeps per millisecond.
    package var rate: Double

    /// UIScrollView's normal deceleration rate.
    package static let normalRate = 0.998

    /// A fling released at `velocity` points per second.
    package init(velocity: Double, rate: Double = normalRate) {
        self.velocity = velocity
        self.rate = rate
    }

    /// The distance travelled `time` seconds after release, in points.
    package func distance(at time: Double) -> Double {
        velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
    }

    /// The distance at which the content comes to rest, in points: where a collection view
    /// asks `scrollViewWillEndDragging` for a target.
    package var projectedDistance: Double {
        -velocity / (1000 * log(rate))
    }

    /// The fraction of the way to rest after `time` seconds, as the motion is retargeted to a
    /// snapped offset reached after `duration` seconds: 0 at release, 1 at `duration`.
    package func fractionToRest(at time: Double, duration: Double) -> Double {
        let full = 1 - pow(rate, 1000 * duration)
        return full > 0 ? min(1, (1 - pow(rate, 1000 * time)) / full) : 1
    }
}
