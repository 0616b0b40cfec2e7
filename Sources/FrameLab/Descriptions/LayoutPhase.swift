import SwitchLayout

/// When a layout is queried: at rest in one state, or part-way through a transition between two.
package enum LayoutPhase: Hashable, Sendable {
    /// At rest in a state.
    case rest(LayoutState)
    /// During a transition from one state to another (possibly the same), at `progress`: 0 is
    /// `from`, 1 is `to`, and any other finite number interpolates or extrapolates.
    case transition(from: LayoutState, to: LayoutState, progress: Double)
}
