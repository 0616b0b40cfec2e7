import StrictJSON
import SwitchLayout

/// A collection described in JSON: the list and grid ``LayoutSpec``s, which share the bounds,
/// insets, axis, supplementary padding and sections. Lengths are in points.
///
/// ```json
/// {
///   "boundsSize": {"width": 375, "height": 667},
///   "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
///   "axis": "vertical",
///   "supplementaryPadding": {"x": 0, "y": 0},
///   "sections": [{"items": 10, "repeat": 1, "headerHeight": {"grid": 40}, "footerHeight": {"list": 0}}],
///   "list": {"cellHeight": 80, "cellPadding": {"x": 6, "y": 6}, "headerHeight": 0, "footerHeight": 0},
///   "grid": {"columns": 3, "cellHeight": 165, "aspectRatio": null, "itemHeights": null}
/// }
/// ```
///
/// `boundsSize`, `sections` (each with its `items`), `list` and `grid` are required; so is each
/// state's `cellHeight`, unless its `aspectRatio` or `itemHeights` sizes the rows. Everything
/// else is optional: no insets, the vertical axis, no supplementary padding, `repeat` 1, a list
/// of 1 column and a grid of 3, cell padding (6, 6), no headers or footers. A section's
/// `headerHeight` and `footerHeight` override the state's, per state.
///
/// Decoding is strict: an unknown key, a value of the wrong type or out of its domain, or a spec
/// that fails ``LayoutSpec/validate()`` is an error, which ``init(json:)`` and
/// ``load(contentsOf:)`` report as one ``JSONDescriptionError`` line naming the field by its
/// JSON path. A description that decodes always gives two valid specs.
package struct LayoutDescription: Hashable, Sendable {
    /// The most items a description may have over all its sections: 2^53, the most a Double
    /// counts exactly, so that no count of items or elements overflows. Whether a layout of
    /// that size fits in memory is decided where it is used (``MemoryEstimate``).
    package static let maximumItemCount = 1 << 53
    /// The most sections a description may have, counting repeats: decoding builds each
    /// state's sections, so that an absurd `repeat` is refused before they are allocated.
    package static let maximumSectionCount = 10_000_000

    private let list: LayoutSpec
    private let grid: LayoutSpec

    /// The validated spec of `state`.
    package func spec(for state: LayoutState) -> LayoutSpec {
        switch state {
        case .list: list
        case .grid: grid
        }
    }
}

extension LayoutDescription: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case boundsSize, contentInset, axis, supplementaryPadding, sections, list, grid
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let boundsSize = try container.decode(Size.self, forKey: .boundsSize)
        let contentInset = try container.decodeIfPresent(EdgeInsets.self, forKey: .contentInset) ?? .zero
        let axis = try Self.decodeAxis(from: container)
        let supplementaryPadding = try container.decodeIfPresent(Point.self, forKey: .supplementaryPadding) ?? .zero
        let sections = try container.decode([SectionDescription].self, forKey: .sections)
        try Self.requireManageableSize(of: sections, at: container.codingPath + [CodingKeys.sections])

        func spec(_ state: LayoutState, forKey key: CodingKeys) throws -> LayoutSpec {
            let parameters = try container.decode(StateDescription.self, forKey: key)
            let spec = LayoutSpec(
                state: state,
                axis: axis,
                boundsSize: boundsSize,
                contentInset: contentInset,
                columns: parameters.columns(in: state),
                cellPadding: parameters.cellPadding,
                staticCellHeight: parameters.cellHeight,
                aspectRatio: parameters.aspectRatio,
                itemHeights: parameters.itemHeights,
                sections: sections.flatMap { $0.sections(in: state, parameters: parameters) },
                supplementaryPadding: supplementaryPadding)
            try Self.validate(spec, parameters: parameters, sections: sections)
            return spec
        }
        list = try spec(.list, forKey: .list)
        grid = try spec(.grid, forKey: .grid)
    }

    /// The axis, vertical unless given.
    private static func decodeAxis(from container: KeyedDecodingContainer<CodingKeys>) throws -> Axis {
        guard let name = try container.decodeIfPresent(String.self, forKey: .axis) else { return .vertical }
        guard let axis = Axis(rawValue: name) else {
            let names = Axis.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw JSONDescriptionError(at: container.codingPath + [CodingKeys.axis], "\"\(name)\" is not \(names)")
        }
        return axis
    }

    /// Throws when `sections` stand for more sections or items than a description may have,
    /// before any is allocated.
    private static func requireManageableSize(of sections: [SectionDescription], at codingPath: [any CodingKey])
        throws(JSONDescriptionError)
    {
        // Counted in floating point: a product of two huge counts must not overflow.
        let sectionCount = sections.reduce(0) { $0 + Double($1.repeatCount) }
        let itemCount = sections.reduce(0) { $0 + Double($1.repeatCount) * Double($1.itemCount) }
        if sectionCount > Double(maximumSectionCount) {
            throw JSONDescriptionError(
                at: codingPath,
                "\(sectionCount.compactDescription) sections in all, more than the \(maximumSectionCount) allowed")
        }
        if itemCount > Double(maximumItemCount) {
            throw JSONDescriptionError(
                at: codingPath,
                "\(itemCount.compactDescription) items in all, more than the \(maximumItemCount) a layout can count")
        }
    }
}
