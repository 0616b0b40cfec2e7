/// Why a layout could not be prepared or queried. Every case names the offending parameter and
/// its value, so a caller can print it as it is.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter lies outside its domain: `name` is its path in the spec (e.g.
    /// `"sections[3].headerHeight"`), `value` what it was and `requirement` what it must be.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// The two layouts of a transition disagree on something they must share (the axis, the
    /// number of sections or a section's item count).
    case incompatibleTransition(name: String, current: String, next: String)
    /// A transition query or progress update arrived while no transition was running.
    case noTransitionInProgress
    /// A transition was asked to start while another was running, where only one may run at a
    /// time (a collection view's interactive transition).
    case transitionInProgress
    /// An item was named that the layout does not have: `indexPath` is outside the sections or
    /// their item counts.
    case noSuchItem(IndexPath)

    public var description: String {
        switch self {
        case let .invalidParameter(name, value, requirement):
            "\(name) = \(Self.format(value)) is invalid: it must be \(requirement)"
        case let .incompatibleTransition(name, current, next):
            "\(name) differs between the layouts of a transition: \(current) in the current layout, \(next) in the next"
        case .noTransitionInProgress:
            "no transition is in progress: start one with startTransition(to:) first"
        case .transitionInProgress:
            "a transition is in progress: finish or cancel it before starting another"
        case let .noSuchItem(indexPath):
            "item \(indexPath) does not exist: its section or item index is out of range"
        }
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
