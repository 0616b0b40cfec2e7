/// The direction a collection scrolls in.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    /// Rows stack downwards (a table-like list or a grid); the default.
    case vertical
    /// Columns stack rightwards (a carousel). Every layout rule holds with x and y, width and
    /// height swapped.
    case horizontal
}
