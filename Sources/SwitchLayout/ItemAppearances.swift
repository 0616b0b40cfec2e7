/// The appearances set on a few items (``LayoutKernel/setAppearance(_:forItemAt:)``), in a flat
/// array: an item transition animates one or two cells at a time, so a linear search beats a
/// hash, and after the first appearance set (one allocation) setting one every frame allocates
/// nothing.
public struct ItemAppearances: Sendable {
    /// The items with an appearance of their own, and their appearances, in the order set.
    public private(set) var entries: [(indexPath: IndexPath, appearance: ItemAppearance)] = []

    /// No appearances; nothing is allocated until the first is set.
    public init() {}

    /// Whether no item has an appearance of its own. Inlinable: every query of the optimized
    /// layout asks.
    @inlinable
    public var isEmpty: Bool { entries.isEmpty }

    /// The appearance of the cell at `indexPath`, if it has one of its own.
    public subscript(indexPath: IndexPath) -> ItemAppearance? {
        get { entries.first { $0.indexPath == indexPath }?.appearance }
        set {
            let index = entries.firstIndex { $0.indexPath == indexPath }
            switch (index, newValue) {
            case let (index?, appearance?): entries[index].appearance = appearance
            case let (index?, nil): entries.remove(at: index)
            case let (nil, appearance?):
                // Room for a few at once: later appearances never allocate again.
                if entries.capacity == 0 { entries.reserveCapacity(4) }
                entries.append((indexPath, appearance))
            case (nil, nil): break
            }
        }
    }
}
