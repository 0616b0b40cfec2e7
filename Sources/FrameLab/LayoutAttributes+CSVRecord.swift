import SwitchLayout

extension LayoutAttributes: CSVRecord {
    /// The element's kind, section and item, its frame and alpha, the transition progress and
    /// its frame in the destination layout; lengths in points.
    public static let csvHeader = [
        "kind", "section", "item", "x", "y", "width", "height", "alpha", "transition_progress",
        "next_x", "next_y", "next_width", "next_height",
    ]

    public var csvFields: [String] {
        [elementKind.rawValue, String(indexPath.section), String(indexPath.item)]
            + [
                frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, alpha, transitionProgress,
                nextLayoutCellFrame.origin.x, nextLayoutCellFrame.origin.y, nextLayoutCellFrame.size.width,
                nextLayoutCellFrame.size.height,
            ].map(\.compactDescription)
    }
}
