import Foundation

/// A fling's motion as UIScrollView decelerates it: the velocity decays by `rate` every
/// millisecond (0.998, `UIScrollView.DecelerationRate.normal`), so after t seconds the content
/// has moved v₀ · (rateᵗ˙¹⁰⁰⁰ − 1) / (1000 · ln rate) points.
public struct ScrollDeceleration: Hashable, Sendable {
    /// The velocity at release, in points per second.
    public var velocity: Double
    /// The factor the velocity keeps per millisecond.
    public var rate: Double

    /// UIScrollView's normal deceleration rate.
    public static let normalRate = 0.998

    /// A fling released at `velocity` points per second.
    public init(velocity: Double, rate: Double = normalRate) {
        self.velocity = velocity
        self.rate = rate
    }

    /// The distance travelled `time` seconds after release, in points.
    public func distance(at time: Double) -> Double {
        velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
    }

    /// The distance at which the content comes to rest, in points: where a collection view
    /// asks `scrollViewWillEndDragging` for a target.
    public var projectedDistance: Double {
        -velocity / (1000 * log(rate))
    }

    /// The fraction of the way to rest after `time` seconds, as the motion is retargeted to a
    /// snapped offset reached after `duration` seconds: 0 at release, 1 at `duration`.
    public func fractionToRest(at time: Double, duration: Double) -> Double {
        let full = 1 - pow(rate, 1000 * duration)
        return full > 0 ? min(1, (1 - pow(rate, 1000 * time)) / full) : 1
    }
}
