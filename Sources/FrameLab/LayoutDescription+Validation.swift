import SwitchLayout

// `LayoutSpec.validate()` names a parameter as the model calls it, counting the sections that
// repeats expand to; the reader of an error needs the field of the JSON they wrote. Parameters
// that both states share keep their names, a state's own take its prefix (`grid.columns`), and
// a section's header or footer height is named where it was given: in the section's entry or
// as the state's default.

extension LayoutDescription {
    /// Validates `spec`, built from `parameters` and `sections`, naming a parameter out of its
    /// domain by the description field it comes from.
    static func validate(_ spec: LayoutSpec, parameters: StateDescription, sections: [SectionDescription])
        throws(LayoutDescriptionError)
    {
        do {
            try spec.validate()
        } catch {
            guard case let .invalidParameter(name, value, requirement) = error else {
                throw LayoutDescriptionError(error)
            }
            let field = field(ofParameter: name, in: spec.state, sections: sections)
            throw LayoutDescriptionError(.invalidParameter(name: field, value: value, requirement: requirement))
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
