/// One kind of work a collection view asks of its layout, measured on its own, outside any frame
/// loop, on ``DisplaySwitcherCollection``: by the regression gate, which counts a workload's
/// instructions under callgrind over a few calls, and by the micro-benchmarks, which time one call.
/// Both name a workload by its raw value (`visible-interpolation`): in the gate's
/// `callgrind.csv` and in the micro-benchmarks' names.
public enum KernelWorkload: String, CaseIterable, Hashable, Sendable {
    /// `init(_:)` of the list, then `startTransition(to:)` the grid: the work a switch's first
    /// frame does, which prepares both layouts.
    case prepare
    /// Setting a transition's progress and asking for the attributes of the elements in the
    /// viewport: an animation frame of the switch.
    case visibleInterpolation = "visible-interpolation"
    /// Setting a transition's progress and interpolating every element's frame and alpha into a
    /// caller-owned buffer: the throughput workload.
    case fullInterpolation = "full-interpolation"
    /// The attributes of the elements in the viewport of the list at rest: a scrolling frame.
    case rectQuery = "rect-query"
    /// `indexPathForItem(at:)`: the cell under a finger.
    case hitTest = "hit-test"
    /// The attributes of the elements in the viewport of the self-sizing list at rest, whose rows
    /// have no closed form: a scrolling frame of `self-sizing-list`.
    case selfSizingRectQuery = "self-sizing-rect-query"
    /// An animation frame of the self-sizing list's switch to the grid, whose rows' slots in both
    /// layouts are searched together: a switch frame of `self-sizing-list`.
    case selfSizingVisibleInterpolation = "self-sizing-visible-interpolation"
    /// The first frame of the self-sizing list's switch to the grid, whose layout was prepared
    /// when the heights arrived (`prefetchTransition(to:)`): `startTransition(to:)`, the
    /// `targetContentOffset` it scrolls to, progress 0 set and the viewport queried. The frame
    /// the user triggers.
    case selfSizingFirstFrame = "self-sizing-first-frame"
    /// The last frame of the same switch: progress 1 set, the viewport queried at the target
    /// offset, `finishTransition()`. The frame that hands the grid back at rest.
    case selfSizingLastFrame = "self-sizing-last-frame"

    /// Whether the workload runs on the self-sizing variant of ``DisplaySwitcherCollection``.
    public var isSelfSizing: Bool {
        [.selfSizingRectQuery, .selfSizingVisibleInterpolation, .selfSizingFirstFrame, .selfSizingLastFrame]
            .contains(self)
    }
}
