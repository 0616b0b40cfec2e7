import Foundation

/// A Markdown file of the repository, read for what the docs check needs: its headings, its
/// links, the code it shows and the blocks a command generates.
struct MarkdownDocument {
    /// A piece of the text with the line it starts on.
    struct Located<Value> {
        var line: Int
        var value: Value
    }

    /// A block between `<!-- generated: COMMAND -->` and `<!-- end generated -->`: the output of
    /// a `framelab` command, which the check runs again.
    struct GeneratedBlock {
        /// The line of the opening marker.
        var line: Int
        /// The command's arguments after `framelab`.
        var arguments: [String]
        /// The indices in ``MarkdownDocument/lines`` of the lines between the markers.
        var lines: Range<Int>
    }

    /// The path relative to the repository's root (`docs/gate.md`).
    var path: String
    /// The lines, without their line breaks.
    var lines: [String]
    /// The text of every heading, in order.
    private(set) var headings: [String] = []
    /// Every link and image target outside code (`[text](target)`).
    private(set) var links: [Located<String>] = []
    /// Every code span's text and every line of a fenced code block.
    private(set) var code: [Located<String>] = []
    /// The generated blocks.
    private(set) var generatedBlocks: [GeneratedBlock] = []
    /// The lines of every fenced block marked `swift`, at the line of its opening fence.
    private(set) var swiftBlocks: [Located<[String]>] = []

    /// The opening and closing markers of a generated block.
    static let generatedPrefix = "<!-- generated: framelab "
    static let generatedEnd = "<!-- end generated -->"

    /// Reads `text`, the file at `path`.
    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The fenced block the line is in: its opening line, language and lines so far.
        var fence: (line: Int, language: Substring, lines: [String])?
        var openBlock: (line: Int, arguments: [String])?
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix("```") {
                if let open = fence {
                    if open.language == "swift" { swiftBlocks.append(Located(line: open.line, value: open.lines)) }
                    fence = nil
                } else {
                    fence = (number, line.dropFirst(3), [])
                }
                continue
            }
            if fence != nil {
                code.append(Located(line: number, value: line))
                fence?.lines.append(line)
                continue
            }
            if line.hasPrefix(Self.generatedPrefix), line.hasSuffix("-->") {
                let command = line.dropFirst(Self.generatedPrefix.count).dropLast(3)
                openBlock = (number, command.split(separator: " ").map(String.init))
                continue
            }
            if line == Self.generatedEnd, let block = openBlock {
                generatedBlocks.append(
                    GeneratedBlock(line: block.line, arguments: block.arguments, lines: block.line..<index))
                openBlock = nil
                continue
            }
            if let heading = line.firstMatch(of: /^#{1,6} +(.*?) *$/) {
                headings.append(String(heading.output.1))
            }
            let (spans, prose) = Self.codeSpans(of: line)
            code += spans.map { Located(line: number, value: $0) }
            links += prose.matches(of: /\]\(([^)\s]+)(?: "[^"]*")?\)/).map {
                Located(line: number, value: String($0.output.1))
            }
        }
    }

    /// The code spans of `line`, and the line with them blanked out.
    private static func codeSpans(of line: String) -> (spans: [String], prose: String) {
        var spans: [String] = []
        var prose = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            prose += rest[..<open]
            let fence = rest[open...].prefix { $0 == "`" }
            let body = rest[fence.endIndex...]
            guard let close = body.firstRange(of: fence) else {
                prose += rest[open...]
                return (spans, prose)
            }
            spans.append(body[..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = body[close.upperBound...]
        }
        return (spans, prose + rest)
    }

    /// The number of lines, as `wc -l` counts them in a file ending in a line break.
    var lineCount: Int { lines.last == "" ? lines.count - 1 : lines.count }

    /// The anchors of the page's headings.
    var anchors: Set<String> { HeadingAnchor.anchors(of: headings) }
}
