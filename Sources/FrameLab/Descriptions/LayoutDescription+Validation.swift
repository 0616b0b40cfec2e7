import StrictJSON
import SwitchLayout

// `LayoutSpec.validate()` names a parameter as the model calls it, counting the sections that
// repeats expand to; the reader of an error needs the field of the JSON they wrote. Parameters
// that both states share keep their names, a state's own take its prefix (`grid.columns`), and
// a section's header or footer height is named where it was given: in the section's entry or
// as the state's default.

extension LayoutDescription {
    /// Validates `spec`, built from `parameters` and `sections`, and its scale, naming a
    /// parameter out of its domain by the description field it comes from.
    static func validate(_ spec: LayoutSpec, parameters: StateDescription, sections: [SectionDescription])
        throws(JSONDescriptionError)
    {
        do {
            try spec.validate()
            try validateScale(of: spec)
        } catch {
            guard case let .invalidParameter(name, value, requirement) = error else {
                throw JSONDescriptionError(error)
            }
            let field = field(ofParameter: name, in: spec.state, sections: sections)
            throw JSONDescriptionError(.invalidParameter(name: field, value: value, requirement: requirement))
        }
    }

    /// The longest length a description may give, in points: a million points is over a
    /// thousand screens, and keeps every coordinate of a layout that fits in memory finite,
    /// where a length of 10^308 overflows the content to infinity and loses its elements.
    static let maximumLength = 1e6
    /// The aspect ratios a description may give: a cell from a thousandth as wide as it is tall
    /// to a thousand times as wide, whose height is then finite for any width.
    static let aspectRatios = 1e-3...1e3

    /// Throws for the first length of `spec` longer than ``maximumLength`` or an aspect ratio
    /// outside ``aspectRatios``, named as ``LayoutSpec/validate()`` names its parameters.
    private static func validateScale(of spec: LayoutSpec) throws(LayoutError) {
        func require(_ length: Double, _ name: @autoclosure () -> String) throws(LayoutError) {
            if length > maximumLength {
                throw .invalidParameter(
                    name: name(), value: length, requirement: "at most \(maximumLength.compactDescription) points")
            }
        }
        try require(spec.boundsSize.width, "boundsSize.width")
        try require(spec.boundsSize.height, "boundsSize.height")
        try require(spec.contentInset.top, "contentInset.top")
        try require(spec.contentInset.left, "contentInset.left")
        try require(spec.contentInset.bottom, "contentInset.bottom")
        try require(spec.contentInset.right, "contentInset.right")
        try require(spec.cellPadding.x, "cellPadding.x")
        try require(spec.cellPadding.y, "cellPadding.y")
        try require(spec.supplementaryPadding.x, "supplementaryPadding.x")
        try require(spec.supplementaryPadding.y, "supplementaryPadding.y")
        try require(spec.staticCellHeight, "staticCellHeight")
        for (index, section) in spec.sections.enumerated() {
            try require(section.headerHeight, "sections[\(index)].headerHeight")
            try require(section.footerHeight, "sections[\(index)].footerHeight")
        }
        for (index, height) in (spec.itemHeights ?? []).enumerated() {
            try require(height, "itemHeights[\(index)]")
        }
        if let aspectRatio = spec.aspectRatio, !aspectRatios.contains(aspectRatio) {
            throw .invalidParameter(name: "aspectRatio", value: aspectRatio, requirement: "from 0.001 to 1000")
        }
    }

    /// The JSON path of the description field that sets the spec parameter `name` of `state`.
    private static func field(ofParameter name: String, in state: LayoutState, sections: [SectionDescription])
        -> String
    {
        let sharedParameters = ["boundsSize", "contentInset", "supplementaryPadding"]
        if sharedParameters.contains(where: name.hasPrefix) {
            return name
        }
        if let match = name.wholeMatch(of: /sections\[(\d+)\]\.(headerHeight|footerHeight)/),
            let section = Int(match.1), let entryIndex = entryIndex(ofSection: section, in: sections)
        {
            let entry = sections[entryIndex]
            let override = match.2 == "headerHeight" ? entry.headerHeight : entry.footerHeight
            return override?[state] == nil
                ? "\(state.rawValue).\(match.2)" : "sections[\(entryIndex)].\(match.2).\(state.rawValue)"
        }
        return "\(state.rawValue).\(name == "staticCellHeight" ? "cellHeight" : name)"
    }

    /// The index of the entry of `sections` whose repeats include section `section`.
    private static func entryIndex(ofSection section: Int, in sections: [SectionDescription]) -> Int? {
        var sectionsSoFar = 0
        for (index, entry) in sections.enumerated() {
            sectionsSoFar += entry.repeatCount
            if section < sectionsSoFar {
                return index
            }
        }
        return nil
    }
}
