/// The position of an element: a section and an item within it (`IndexPath` on iOS). Headers
/// and footers use item 0 of their section.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counted from 0.
    public var section: Int
    /// The item within the section, counted from 0.
    public var item: Int

    /// Creates an index path from a section and an item.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
