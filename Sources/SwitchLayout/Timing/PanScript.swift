/// A scripted pan gesture driving an interactive transition: the progress it sets at given
/// times, then how the gesture ends. Between key frames progress moves linearly; after the
/// last one the transition runs to 1 (finish) or back to 0 (cancel) as
/// `UIPercentDrivenInteractiveTransition` does, over the remaining fraction of the duration.
public struct PanScript: Hashable, Sendable {
    /// One sample of the gesture: at `time` seconds after the start, the progress it sets.
    public struct KeyFrame: Hashable, Sendable {
        /// Seconds since the transition started; non-negative and non-decreasing along the script.
        public var time: Double
        /// The progress the pan sets, any finite number.
        public var progress: Double

        /// Creates a key frame: `progress` at `time` seconds.
        public init(time: Double, progress: Double) {
            self.time = time
            self.progress = progress
        }
    }

    /// How the gesture ends after its last key frame.
    public enum Ending: String, Hashable, Sendable {
        /// The user lets go past the threshold: the transition completes to progress 1.
        case finish
        /// The user lets go short of it: the transition runs back to progress 0.
        case cancel
    }

    /// The samples of the gesture, in time order; progress starts at 0 before the first.
    public var keyFrames: [KeyFrame]
    /// How the gesture ends.
    public var ending: Ending

    /// Creates a script from its key frames and ending.
    public init(keyFrames: [KeyFrame], ending: Ending) {
        self.keyFrames = keyFrames
        self.ending = ending
    }

    /// The progress the transition ends at: 1 when it finishes, 0 when it is cancelled.
    public var finalProgress: Double { ending == .finish ? 1 : 0 }

    /// The time, in seconds, the transition ends at, when it runs to ``finalProgress`` at the
    /// speed of a whole transition in `duration` seconds after the last key frame.
    public func completionTime(duration: Double) -> Double {
        let last = keyFrames.last ?? KeyFrame(time: 0, progress: 0)
        return last.time + abs(finalProgress - last.progress) * duration
    }

    /// The progress at `time` seconds after the start of a transition of `duration` seconds.
    public func progress(at time: Double, duration: Double) -> Double {
        var previous = KeyFrame(time: 0, progress: 0)
        for keyFrame in keyFrames {
            if time < keyFrame.time {
                let span = keyFrame.time - previous.time
                let fraction = span > 0 ? (time - previous.time) / span : 1
                return previous.progress + (keyFrame.progress - previous.progress) * max(fraction, 0)
            }
            previous = keyFrame
        }
        let end = completionTime(duration: duration)
        guard time < end else { return finalProgress }
        let fraction = (time - previous.time) / (end - previous.time)
        return previous.progress + (finalProgress - previous.progress) * fraction
    }
}
