/// Where in the list-to-grid switch a benchmark finds its layout.
enum SwitchPhase {
    /// The list at rest, no transition.
    case rest
    /// The list at rest, the grid prepared for the switch (`prefetchTransition(to:)`).
    case prefetched
    /// The transition to the grid just started: progress 0.
    case transitionStart
    /// The transition at ``ListToGridSwitch/midTransitionProgress``.
    case midTransition
    /// The transition at progress 1, not finished: where its last frame finds it.
    case transitionEnd

    /// The transition progress of the phase (0 at rest).
    var progress: Double {
        switch self {
        case .rest, .prefetched, .transitionStart: 0
        case .midTransition: ListToGridSwitch.midTransitionProgress
        case .transitionEnd: 1
        }
    }
}
