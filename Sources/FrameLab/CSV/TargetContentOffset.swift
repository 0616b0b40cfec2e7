import LabTables
import SwitchLayout

/// Where a transition's destination layout scrolls to, by one content-offset mapping: a
/// record of `framelab content-offset`.
package struct TargetContentOffset: Hashable, Sendable {
    /// The mapping that computed the offset.
    package var mapping: ContentOffsetMapping
    /// The content offset, in points.
    package var offset: Point

    /// Creates the record of `offset`, as `mapping` computed it.
    package init(mapping: ContentOffsetMapping, offset: Point) {
        self.mapping = mapping
        self.offset = offset
    }
}

extension TargetContentOffset: CSVRecord {
    /// The mapping's name and the offset, in points.
    package static let csvHeader = ["mapping", "x", "y"]

    package var csvFields: [String] { [mapping.name, offset.x.compactDescription, offset.y.compactDescription] }
}
