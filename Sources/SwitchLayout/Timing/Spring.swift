import Foundation

/// A damped harmonic oscillator that moves progress from 0 to 1, starting at rest, parameterised
/// as SwiftUI's and UIKit's springs are: it overshoots past 1 when `dampingRatio` < 1.
public struct Spring: Hashable, Sendable {
    /// ζ: 1 is critically damped, below 1 bounces, above 1 creeps; positive.
    public var dampingRatio: Double
    /// The period of the undamped oscillation, in seconds; positive.
    public var response: Double

    /// How close to 1 the displacement's envelope must come for the spring to be at rest: a
    /// thousandth of the distance travelled.
    public static let restThreshold = 0.001

    /// Creates a spring with damping ratio ζ and a response in seconds.
    public init(dampingRatio: Double, response: Double) {
        self.dampingRatio = dampingRatio
        self.response = response
    }

    private var naturalFrequency: Double { 2 * Double.pi / response }

    /// The progress `time` seconds after the start, before the spring is declared at rest.
    public func value(at time: Double) -> Double {
        let t = max(time, 0)
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(dampedFrequency * t) + zeta * omega / dampedFrequency * sin(dampedFrequency * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let slow = -omega * (zeta - root)
        let fast = -omega * (zeta + root)
        return 1 - (fast * exp(slow * t) - slow * exp(fast * t)) / (fast - slow)
    }

    /// The time, in seconds, from which the spring is at rest at 1: its distance from 1 is
    /// bounded by ``restThreshold`` ever after.
    public var settlingTime: Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            // |1 − x(t)| ≤ e^(−ζωt) / √(1 − ζ²): solve for the bound reaching the threshold.
            let amplitude = 1 / (1 - zeta * zeta).squareRoot()
            return max(0, log(amplitude / Self.restThreshold) / (zeta * omega))
        }
        // Critically and over-damped springs approach 1 monotonically: bisect 1 − x(t).
        var high = response
        while 1 - value(at: high) > Self.restThreshold { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if 1 - value(at: middle) > Self.restThreshold { low = middle } else { high = middle }
        }
        return high
    }
}
