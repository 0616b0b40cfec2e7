import LabTables
import SwitchLayout

/// One row of `framelab frame`: an element's attributes or an overlay.
package enum FrameElement: CSVRecord {
    /// A cell, header or footer.
    case element(LayoutAttributes)
    /// An overlay: its kind prints as `overlay:NAME`, with no index path, next frame or
    /// transition progress.
    case overlay(Overlay)

    package static var csvHeader: [String] { LayoutAttributes.csvHeader }

    package var csvFields: [String] {
        switch self {
        case .element(let attributes):
            return attributes.csvFields
        case .overlay(let overlay):
            let frame = overlay.frame
            return ["overlay:\(overlay.name)", "", ""]
                + [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, overlay.alpha].map(
                    \.compactDescription)
                + ["", "", "", "", ""]
                + [
                    overlay.transform.compactDescription, overlay.cornerRadius.compactDescription,
                    String(overlay.zIndex), "", "",
                ]
        }
    }
}
