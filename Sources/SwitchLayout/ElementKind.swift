/// What an element is: a cell, or a section's header or footer (UIKit's element category and
/// supplementary kind in one).
public enum ElementKind: String, CaseIterable, Hashable, Sendable {
    /// A section header, laid out above the section's cells.
    case header
    /// An item's cell.
    case cell
    /// A section footer, laid out below the section's cells.
    case footer
}

extension ElementKind: Comparable {
    /// The flat order within a section: header, then cells, then footer.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        lhs.flatOrderRank < rhs.flatOrderRank
    }

    private var flatOrderRank: Int {
        switch self {
        case .header: 0
        case .cell: 1
        case .footer: 2
        }
    }
}
