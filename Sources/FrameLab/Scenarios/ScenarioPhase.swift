import SwitchLayout

/// One part of a scenario's script.
package enum ScenarioPhase: Hashable, Sendable {
    /// The user flings the content: it moves along the scroll axis at `velocity` (points per
    /// second; negative scrolls back) and decelerates as UIScrollView's normal rate does, for
    /// `duration` seconds. With `snapsToCell`, the fling ends with the cell nearest the
    /// viewport's centre centred (the carousel's `scrollViewWillEndDragging`); with
    /// `hitTestsCentre`, every frame also hit-tests the viewport's centre.
    case fling(velocity: Double, duration: Double, snapsToCell: Bool, hitTestsCentre: Bool)
    /// The layout switches to `state` along `curve` over `duration` seconds (a spring: until
    /// at rest), the content offset moving to the destination's target offset by `mapping`;
    /// each frame does `work`.
    case transition(
        to: LayoutState, curve: TimingCurve, duration: Double, mapping: ContentOffsetMapping, work: TransitionWork)
    /// A finger comes down on the card nearest the viewport's centre and stays for `duration`
    /// seconds: the App Store card highlights (it shrinks under the finger).
    case touchDown(duration: Double)
    /// The touched card is tapped and expands to the screen; the phase lasts until it is
    /// presented.
    case present
    /// The presented card is dragged down by `distance` points over `duration` seconds and
    /// released: it runs back, or, once the drag reaches 100 points, is dismissed into its cell;
    /// the phase lasts until the card is at rest.
    case drag(distance: Double, duration: Double)
    /// A tap on the cell `cellOffset` slots after the carousel's selected one: it scrolls to the
    /// viewport's centre in 0.3 s, ease-in-ease-out, and the carousel is idle again.
    case tap(cellOffset: Int)
    /// Nothing moves for `duration` seconds while the item transitions run on.
    case wait(duration: Double)
}

extension ScenarioPhase {
    /// The duration of a transition that does not give one, in seconds: DisplaySwitcher's.
    package static let defaultDuration = 0.3
    /// The longest a phase may last, in seconds: a fling's or a transition's duration, and the
    /// time a spring takes to come to rest or a pan script to end.
    package static let maximumDuration = 60.0
}
