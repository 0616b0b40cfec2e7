import ItemTransitions
import SwitchLayout

/// A change of the carousel's scrolling state: the new state, the content offset whose centre
/// selects the cell, and when, in seconds.
struct ScrollingChange {
    var state: ScrollingState
    var contentOffset: Point
    var time: Double
}
