/// Where a scenario starts: the item whose slot is at the top of the viewport.
package enum ScrollPosition: Hashable, Sendable {
    /// The item at this flat index over all sections (the last one if past the end).
    case item(Int)
    /// The item this fraction of the way through the collection, in [0, 1].
    case fraction(Double)

    /// The flat item index in a collection of `count` items.
    package func item(in count: Int) -> Int {
        guard count > 0 else { return 0 }
        switch self {
        case .item(let item): return min(item, count - 1)
        case .fraction(let fraction): return min(Int(fraction * Double(count)), count - 1)
        }
    }
}
