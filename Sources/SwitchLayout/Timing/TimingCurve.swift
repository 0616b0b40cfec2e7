/// How a transition's progress moves with time, frame by frame.
public enum TimingCurve: Hashable, Sendable {
    /// DisplaySwitcher's: `clamp(elapsed / duration, 0, 1)`, finishing on the first frame at or
    /// past the duration.
    case linear
    /// Core Animation's ease-in-ease-out over the duration, cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// A damped spring from 0 to 1, ignoring the duration; it overshoots when the damping ratio
    /// is below 1 and finishes when it comes to rest.
    case spring(Spring)
    /// Progress set from outside by a pan gesture; reversible, and a cancel runs back to 0.
    case interactive(PanScript)

    /// The progress `elapsed` seconds into a transition of `duration` seconds; exactly
    /// ``finalProgress`` from ``completionTime(duration:)`` on.
    public func progress(atElapsed elapsed: Double, duration: Double) -> Double {
        if elapsed >= completionTime(duration: duration) { return finalProgress }
        switch self {
        case .linear:
            return min(max(elapsed / duration, 0), 1)
        case .easeInOut:
            return CubicBezier.easeInOut.value(at: elapsed / duration)
        case .spring(let spring):
            return spring.value(at: elapsed)
        case .interactive(let script):
            return script.progress(at: elapsed, duration: duration)
        }
    }

    /// The time, in seconds, at which the transition is complete: the first frame at or past it
    /// shows ``finalProgress`` and ends the transition.
    public func completionTime(duration: Double) -> Double {
        switch self {
        case .linear, .easeInOut: duration
        case .spring(let spring): spring.settlingTime
        case .interactive(let script): script.completionTime(duration: duration)
        }
    }

    /// The progress the transition ends at: 1, or 0 for a cancelled interactive transition.
    public var finalProgress: Double {
        switch self {
        case .linear, .easeInOut, .spring: 1
        case .interactive(let script): script.finalProgress
        }
    }

    /// Checks the curve and a duration in seconds: the duration must be positive and finite, a
    /// spring's damping ratio and response positive and finite, a pan script's times finite,
    /// non-negative and in order and its progress values finite.
    public func validate(duration: Double) throws(LayoutError) {
        if !(duration.isFinite && duration > 0) {
            throw .invalidParameter(name: "duration", value: duration, requirement: "positive and finite")
        }
        switch self {
        case .linear, .easeInOut:
            break
        case .spring(let spring):
            if !(spring.dampingRatio.isFinite && spring.dampingRatio > 0) {
                throw .invalidParameter(
                    name: "spring.dampingRatio", value: spring.dampingRatio, requirement: "positive and finite")
            }
            if !(spring.response.isFinite && spring.response > 0) {
                throw .invalidParameter(
                    name: "spring.response", value: spring.response, requirement: "positive and finite")
            }
        case .interactive(let script):
            var previousTime = 0.0
            for (index, keyFrame) in script.keyFrames.enumerated() {
                if !(keyFrame.time.isFinite && keyFrame.time >= previousTime) {
                    throw .invalidParameter(
                        name: "keyFrames[\(index)].time", value: keyFrame.time,
                        requirement: "finite and at least the previous key frame's time (\(previousTime))")
                }
                try LayoutSpec.validateTransitionProgress(keyFrame.progress)
                previousTime = keyFrame.time
            }
        }
    }
}
