import LabTables
import SwitchLayout

extension LayoutAttributes: CSVRecord {
    /// The element's kind, section and item, its frame and alpha, the transition progress, its
    /// frame in the destination layout, then its transform (`scale`), corner radius, z-index and
    /// content size (empty when the cell draws its content itself); lengths in points.
    package static let csvHeader = [
        "kind", "section", "item", "x", "y", "width", "height", "alpha", "transition_progress",
        "next_x", "next_y", "next_width", "next_height", "scale", "corner_radius", "z_index",
        "content_width", "content_height",
    ]

    package var csvFields: [String] {
        [
            elementKind.rawValue, String(indexPath.section), String(indexPath.item),
            frame.origin.x.compactDescription, frame.origin.y.compactDescription,
            frame.size.width.compactDescription, frame.size.height.compactDescription, alpha.compactDescription,
            transitionProgress.compactDescription, nextLayoutCellFrame.origin.x.compactDescription,
            nextLayoutCellFrame.origin.y.compactDescription, nextLayoutCellFrame.size.width.compactDescription,
            nextLayoutCellFrame.size.height.compactDescription, transform.compactDescription,
            cornerRadius.compactDescription, String(zIndex), contentSize?.width.compactDescription ?? "",
            contentSize?.height.compactDescription ?? "",
        ]
    }
}
