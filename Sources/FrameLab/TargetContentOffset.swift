import SwitchLayout

/// Where a transition's destination layout scrolls to, by one content-offset mapping: a
/// record of `framelab content-offset`.
public struct TargetContentOffset: Hashable, Sendable {
    /// The mapping that computed the offset.
    public var mapping: ContentOffsetMapping
    /// The content offset, in points.
    public var offset: Point

    /// Creates the record of `offset`, as `mapping` computed it.
    public init(mapping: ContentOffsetMapping, offset: Point) {
        self.mapping = mapping
        self.offset = offset
    }
}

extension TargetContentOffset: CSVRecord {
    /// The mapping's name and the offset, in points.
    public static let csvHeader = ["mapping", "x", "y"]

    public var csvFields: [String] { [mapping.name, offset.x.compactDescription, offset.y.compactDescription] }
}
