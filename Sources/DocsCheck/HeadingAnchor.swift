/// The anchors GitHub gives a page's headings, which `page.md#anchor` links point at.
package enum HeadingAnchor {
    /// The anchor of a heading's text, as GitHub makes it: the text without Markdown's link
    /// targets, lowercased, keeping letters, digits, `_`, `-` and spaces, each space a `-`.
    package static func slug(_ heading: String) -> String {
        let withoutLinkTargets = heading.replacing(/\]\([^)]*\)/, with: "]")
        return String(
            withoutLinkTargets.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                let kept =
                    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
                    || scalar == "-"
                return kept ? Character(scalar) : nil
            })
    }

    /// The anchors of `headings` in order, a repeated one numbered as GitHub numbers it (`-1`, `-2`).
    package static func anchors(of headings: [String]) -> Set<String> {
        var seen: [String: Int] = [:]
        return Set(
            headings.map { heading in
                let slug = slug(heading)
                defer { seen[slug, default: 0] += 1 }
                return seen[slug].map { "\(slug)-\($0)" } ?? slug
            })
    }
}
