/// One section of the collection: its item count and the heights of its header and footer slots.
public struct Section: Hashable, Sendable {
    /// The number of items (cells) in the section; never negative.
    public var itemCount: Int
    /// The height of the header slot, in points (its width on the horizontal axis); 0 means the
    /// section has no header.
    public var headerHeight: Double
    /// The height of the footer slot, in points (its width on the horizontal axis); 0 means the
    /// section has no footer.
    public var footerHeight: Double

    /// Creates a section of `itemCount` items with optional header and footer slots, in points.
    public init(itemCount: Int, headerHeight: Double = 0, footerHeight: Double = 0) {
        self.itemCount = itemCount
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
