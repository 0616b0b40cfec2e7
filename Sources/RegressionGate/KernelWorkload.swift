/// A kernel whose instructions the regression gate counts: one preparation or one kind of query
/// of a layout, on the list and grid of the `switch-list-to-grid` scenario, outside any frame
/// loop, so that callgrind measures the kernel alone.
package enum KernelWorkload: String, CaseIterable, Hashable, Sendable {
    /// `init(_:)` of the list, then `startTransition(to:)` the grid: the work of a transition's
    /// first frame, which prepares both layouts.
    case prepare
    /// 16 frames of a transition, each setting the progress and querying the elements in the
    /// viewport: the interpolation of the visible elements.
    case visibleInterpolation = "visible-interpolation"
    /// 4 frames of a transition, each setting the progress and interpolating every element into
    /// a caller-owned buffer.
    case fullInterpolation = "full-interpolation"
    /// 64 viewport queries spread over the whole list, at rest.
    case rectQuery = "rect-query"
    /// 64 hit tests of points spread over the whole list at rest, then 64 mid-transition.
    case hitTest = "hit-test"
}
