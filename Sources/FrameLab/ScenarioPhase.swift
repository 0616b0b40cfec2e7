import SwitchLayout

/// One part of a scenario's script.
public enum ScenarioPhase: Hashable, Sendable {
    /// The user flings the content: it moves along the scroll axis at `velocity` (points per
    /// second; negative scrolls back) and decelerates as UIScrollView's normal rate does, for
    /// `duration` seconds. With `snapsToCell`, the fling ends with the cell nearest the
    /// viewport's centre centred (the carousel's `scrollViewWillEndDragging`); with
    /// `hitTestsCentre`, every frame also hit-tests the viewport's centre.
    case fling(velocity: Double, duration: Double, snapsToCell: Bool, hitTestsCentre: Bool)
    /// The layout switches to `state` along `curve` over `duration` seconds (a spring: until
    /// at rest), the content offset moving to the destination's target offset by `mapping`;
    /// each frame does `work`.
    case transition(to: LayoutState, curve: TimingCurve, duration: Double, mapping: ContentOffsetMapping, work: FrameWork)
}

extension ScenarioPhase {
    /// The duration of a transition that does not give one, in seconds: DisplaySwitcher's.
    public static let defaultDuration = 0.3
    /// The longest a phase may last, in seconds: a fling's or a transition's duration, and the
    /// time a spring takes to come to rest or a pan script to end.
    public static let maximumDuration = 60.0
}
