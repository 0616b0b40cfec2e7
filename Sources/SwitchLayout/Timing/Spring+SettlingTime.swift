extension Spring {
    /// The spring with damping ratio `dampingRatio` that comes to rest (``settlingTime``) after
    /// `settlingTime` seconds: UIKit's `UISpringTimingParameters(dampingRatio:)` run for a given
    /// duration. The settling time is proportional to the response, so the response is the
    /// duration over the settling time of a spring whose response is one second; for ζ < 1 that
    /// is 2πζT / ln(1000 / √(1 − ζ²)).
    public init(dampingRatio: Double, settlingTime: Double) {
        let unitSettlingTime = Spring(dampingRatio: dampingRatio, response: 1).settlingTime
        self.init(dampingRatio: dampingRatio, response: settlingTime / unitSettlingTime)
    }
}
