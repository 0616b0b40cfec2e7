import LabCatalog

extension KernelWorkload {
    /// Where in the switch the benchmark's layout is when its one measured call starts (for
    /// `prepare`, where the call leaves it): the list at rest for a rect query (self-sizing or not)
    /// and, the grid prefetched, for a switch's first frame; mid-transition for an animation
    /// frame, full interpolation and a hit test (a tap during the switch); at progress 1 for its
    /// last frame.
    var phase: SwitchPhase {
        switch self {
        case .prepare: .transitionStart
        case .rectQuery, .selfSizingRectQuery: .rest
        case .selfSizingFirstFrame: .prefetched
        case .selfSizingLastFrame: .transitionEnd
        case .visibleInterpolation, .fullInterpolation, .hitTest, .selfSizingVisibleInterpolation: .midTransition
        }
    }
}
