import SwitchLayout

extension CollectionViewLayoutDriver {
    /// Starts a switch to `destination` at content offset `contentOffset` (the switch's first
    /// frame, which prepares the destination), and asks where it will scroll to while both
    /// layouts are there. Throws ``LayoutError/transitionInProgress`` while a switch runs.
    public mutating func startTransition(to destination: LayoutState, contentOffset: Point) throws(LayoutError) {
        guard runningSwitch == nil else { throw .transitionInProgress }
        try kernel.startTransition(to: spec(for: destination))
        runningSwitch = LayoutSwitch(
            destination: destination, startContentOffset: contentOffset,
            targetContentOffset: kernel.targetContentOffset(
                forProposedContentOffset: contentOffset, viewportSize: boundsSize, mapping: mapping))
    }

    /// The running switch's progress: 0 at the state it left, 1 at its destination (0 without a
    /// switch).
    public var transitionProgress: Double { kernel.transitionProgress }

    /// Moves the running switch to `progress`: any finite number, beyond [0, 1] a spring's
    /// overshoot. Throws for a non-finite progress, or without a switch.
    public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try kernel.setTransitionProgress(progress)
    }

    /// The content offset the running switch shows at its progress (the collection view's
    /// `contentOffset` during the switch), or `nil` without one.
    public var transitionContentOffset: Point? {
        runningSwitch.map {
            mapping.displayedOffset(
                from: $0.startContentOffset, to: $0.targetContentOffset, progress: transitionProgress, isLast: false)
        }
    }

    /// Ends the running switch at its destination, which becomes the state shown.
    ///
    /// - Returns: The content offset to show: the target asked when the switch started (UIKit's
    ///   `targetContentOffset(forProposedContentOffset:)` of the destination layout).
    @discardableResult
    public mutating func finishTransition() throws(LayoutError) -> Point {
        guard let running = runningSwitch else { throw .noTransitionInProgress }
        kernel.finishTransition()
        state = running.destination
        runningSwitch = nil
        return running.targetContentOffset
    }

    /// Ends the running switch where it started, keeping the state shown.
    ///
    /// - Returns: The content offset to show: the one the switch started at, within the content.
    @discardableResult
    public mutating func cancelTransition() throws(LayoutError) -> Point {
        guard let running = runningSwitch else { throw .noTransitionInProgress }
        kernel.cancelTransition()
        runningSwitch = nil
        return kernel.targetContentOffset(
            forProposedContentOffset: running.startContentOffset, viewportSize: boundsSize, mapping: mapping)
    }

    /// The frame `elapsed` seconds into an animated switch whose progress follows `curve` over
    /// `duration` seconds (a display link's tick): sets the progress, and on the first frame at or
    /// past the curve's completion ends the switch, finishing it, or cancelling it when the
    /// curve ends at 0.
    ///
    /// - Returns: The content offset the frame shows.
    public mutating func advanceTransition(curve: TimingCurve, duration: Double, elapsed: Double)
        throws(LayoutError) -> Point
    {
        guard let running = runningSwitch else { throw .noTransitionInProgress }
        try curve.validate(duration: duration)
        let progress = curve.progress(atElapsed: elapsed, duration: duration)
        try setTransitionProgress(progress)
        guard elapsed >= curve.completionTime(duration: duration) else {
            return mapping.displayedOffset(
                from: running.startContentOffset, to: running.targetContentOffset, progress: progress, isLast: false)
        }
        if curve.finalProgress == 0 { return try cancelTransition() }
        return try finishTransition()
    }
}
