import SwitchLayout

/// A number animated from one value to another along a timing curve, from a start time on the
/// scenario's clock: a cell's scale, a card's size, the selection frame's alpha.
public struct ValueAnimation: Hashable, Sendable {
    /// The value at the start.
    public var from: Double
    /// The value at the end.
    public var to: Double
    /// When the animation starts, in seconds on the scenario's clock.
    public var startTime: Double
    /// How the value moves: ease-in-ease-out over ``duration``, or a spring until it settles.
    public var curve: TimingCurve
    /// The duration of an eased animation, in seconds (a spring's is its settling time).
    public var duration: Double

    /// An animation from `from` to `to` starting at `startTime` (seconds).
    public init(from: Double, to: Double, startTime: Double, curve: TimingCurve, duration: Double) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.curve = curve
        self.duration = duration
    }

    /// A value that does not move.
    public static func constant(_ value: Double) -> ValueAnimation {
        ValueAnimation(from: value, to: value, startTime: 0, curve: .linear, duration: 1)
    }

    /// The value at `time` (seconds on the scenario's clock): `from` before the start, exactly
    /// `to` from the end on.
    public func value(at time: Double) -> Double {
        if isFinished(at: time) { return to }
        let progress = curve.progress(atElapsed: max(0, time - startTime), duration: duration)
        return from + (to - from) * progress
    }

    /// Whether the animation has ended at `time` (within a nanosecond of its end counts).
    public func isFinished(at time: Double) -> Bool {
        from == to || time.hasReached(startTime + curve.completionTime(duration: duration))
    }

    /// An animation to `target` that starts at `time` from the value shown then, so that a new
    /// animation never jumps (UIKit's behaviour since iOS 8); `self` if it already heads there.
    public func retargeted(to target: Double, at time: Double, curve: TimingCurve, duration: Double) -> ValueAnimation {
        guard target != to else { return self }
        return ValueAnimation(from: value(at: time), to: target, startTime: time, curve: curve, duration: duration)
    }
}
