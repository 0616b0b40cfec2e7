/// One call a collection view makes on its layout, as one family of benchmarks.
enum LayoutWorkload: String, CaseIterable {
    /// `init(_:)` of the list plus `startTransition(to:)` the grid: what UIKit's `prepare()` of
    /// both layouts costs when the switch begins. Allocates by nature.
    case prepare
    /// `layoutAttributesForElements(in:into:)` of the viewport mid-transition: one animation
    /// frame of the switch.
    case visibleInterpolation
    /// `layoutFramesForAllElements(into:)` mid-transition: every element's frame and alpha into a
    /// caller-owned buffer.
    case fullInterpolation
    /// `layoutAttributesForElements(in:into:)` of the viewport in the list at rest: one scrolling
    /// frame.
    case rectQuery
    /// `indexPathForItem(at:)` of the viewport's centre mid-transition: a tap during the switch.
    case hitTest

    /// Where in the switch the benchmark's layout is when the measured call starts (for
    /// `prepare`, where the call leaves it).
    var phase: SwitchPhase {
        switch self {
        case .prepare: .transitionStart
        case .rectQuery: .rest
        case .visibleInterpolation, .fullInterpolation, .hitTest: .midTransition
        }
    }
}
