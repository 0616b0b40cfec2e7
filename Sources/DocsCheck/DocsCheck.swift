import Foundation

/// Checks that the repository's Markdown says only what is true: every link and anchor leads
/// somewhere in the repository, every `framelab` command, option and `make` target it names
/// exists, every generated block is what its command prints now, every Swift example is in a test
/// (which compiles it), every name a page must explain is on it, and README and docs/ stay within
/// their line budgets; and that the CI recipes under `Examples/` name only commands that exist.
package struct DocsCheck {
    /// The repository's root.
    package var root: URL
    /// The `framelab` executable, which generated blocks are the output of.
    package var framelab: URL
    /// `framelab`'s commands and options.
    package var tree: CommandTree
    /// The names each page must explain.
    package var requirements: [DocumentationRequirement]

    /// The most lines README.md may have.
    package static let readmeLineBudget = 250
    /// The most lines the pages under docs/ may have together.
    package static let docsLineBudget = 1150

    /// A check of the repository at `root` against `framelab` (whose commands it reads) and
    /// `requirements`.
    package init(root: URL, framelab: URL, requirements: [DocumentationRequirement] = DocumentationRequirement.lab)
        throws
    {
        self.root = root.absoluteURL.standardized
        self.framelab = framelab
        self.tree = try CommandTree(dumpOf: framelab)
        self.requirements = requirements
    }

    /// Every problem of the repository's Markdown, by file and line.
    package func problems() throws -> [DocsProblem] {
        let documents = try documents()
        let byPath = Dictionary(uniqueKeysWithValues: documents.map { ($0.path, $0) })
        let commandLines = CommandLines(tree: tree, makeTargets: try makeTargets())
        var problems: [DocsProblem] = []
        for document in documents {
            problems += document.links.compactMap { link in
                linkProblem(link.value, in: document, documents: byPath).map {
                    DocsProblem(document.path, line: link.line, $0)
                }
            }
            problems += document.code.flatMap { code in
                commandLines.problems(in: code.value).map { DocsProblem(document.path, line: code.line, $0) }
            }
            for block in document.generatedBlocks {
                let (expected, actual) = (try generatedLines(block), Array(document.lines[block.lines]))
                guard expected != actual else { continue }
                let common = min(expected.count, actual.count)
                let index = (0..<common).first { expected[$0] != actual[$0] } ?? common
                let command = (["framelab"] + block.arguments).joined(separator: " ")
                let line = index < expected.count ? "should read \"\(expected[index])\"" : "should not be there"
                problems.append(
                    DocsProblem(
                        document.path, line: block.lines.lowerBound + index + 1,
                        "the output of `\(command)` differs: the line \(line) (`make docs` writes it)"))
            }
        }
        let tests = try testSources()
        for document in documents {
            problems += document.swiftBlocks.filter { !Self.isShown($0.value, inAnyOf: tests) }.map {
                DocsProblem(
                    document.path, line: $0.line,
                    "this Swift example is in no test under Tests/, so nothing compiles it")
            }
        }
        for requirement in requirements {
            guard let page = byPath[requirement.page] else {
                problems.append(
                    DocsProblem(requirement.page, line: nil, "missing: it must explain every \(requirement.kind)"))
                continue
            }
            let spans = Set(page.code.map(\.value))
            problems += requirement.names.filter { !spans.contains($0) }.map {
                DocsProblem(requirement.page, line: nil, "does not explain \(requirement.kind) `\($0)`")
            }
        }
        for (path, lines) in try ciRecipes() {
            for (index, line) in lines.enumerated() {
                // A command is a YAML list item (`- make gate`) or a step's `run:` value.
                var command = Substring(line.trimmingCharacters(in: .whitespaces))
                for prefix in ["- ", "run: "] where command.hasPrefix(prefix) {
                    command = command.dropFirst(prefix.count)
                }
                problems += commandLines.problems(in: String(command)).map { DocsProblem(path, line: index + 1, $0) }
            }
        }
        problems += budgetProblems(documents)
        return problems
    }

    /// The lines of each CI recipe under `Examples/` (its YAML files), by path.
    private func ciRecipes() throws -> [(path: String, lines: [String])] {
        let files = FileManager.default.enumerator(
            at: root.appending(path: "Examples"), includingPropertiesForKeys: nil)
        var recipes: [(path: String, lines: [String])] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "yml" else { continue }
            let path = String(file.standardized.path.dropFirst(root.path.count + 1))
            recipes.append(
                (
                    path,
                    try Self.text(of: file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                ))
        }
        return recipes.sorted { $0.path < $1.path }
    }

    /// Rewrites every generated block with what its command prints now.
    ///
    /// - Returns: The files that changed.
    package func update() throws -> [String] {
        var changed: [String] = []
        for document in try documents() where !document.generatedBlocks.isEmpty {
            var lines = document.lines
            for block in document.generatedBlocks.reversed() {
                lines.replaceSubrange(block.lines, with: try generatedLines(block))
            }
            guard lines != document.lines else { continue }
            try Data(lines.joined(separator: "\n").utf8).write(to: root.appending(path: document.path))
            changed.append(document.path)
        }
        return changed
    }

    /// The lines `framelab` prints for `block` now.
    private func generatedLines(_ block: MarkdownDocument.GeneratedBlock) throws -> [String] {
        let output = try ToolOutput.of(framelab, block.arguments, in: root)
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Every Markdown file of the repository outside hidden and build folders, by path.
    private func documents() throws -> [MarkdownDocument] {
        let files = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        var documents: [MarkdownDocument] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "md" else { continue }
            let path = String(file.standardized.path.dropFirst(root.path.count + 1))
            documents.append(MarkdownDocument(path: path, text: try Self.text(of: file)))
        }
        return documents.sorted { $0.path < $1.path }
    }

    /// The lines of every Swift file under Tests/, trimmed.
    private func testSources() throws -> [[String]] {
        let tests = root.appending(path: "Tests").resolvingSymlinksInPath()
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var sources: [[String]] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            sources.append(
                try Self.text(of: file).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return sources
    }

    /// Whether the code of `example` (its lines but blank ones, comment lines and imports,
    /// trimmed) appears line for line in one of `sources`.
    private static func isShown(_ example: [String], inAnyOf sources: [[String]]) -> Bool {
        let code = example.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ")
        }
        guard let first = code.first else { return true }
        return sources.contains { lines in
            lines.indices.contains { start in
                lines[start] == first && lines[start...].starts(with: code)
            }
        }
    }

    /// The targets the Makefile defines.
    private func makeTargets() throws -> Set<String> {
        let makefile = try Self.text(of: root.appending(path: "Makefile"))
        return Set(
            makefile.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /^([a-z][a-z0-9-]*):(?!=)/).map { String($0.output.1) }
            })
    }

    /// The text of `file`; an error naming it when it cannot be read.
    private static func text(of file: URL) throws -> String {
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw DocsCheckError("\(file.path): \(error.localizedDescription)")
        }
    }

    /// What is wrong with `target`, a link of `document`: a page or anchor that does not exist, or
    /// a path outside the repository; `nil` for a good link or one to the web.
    private func linkProblem(_ target: String, in document: MarkdownDocument, documents: [String: MarkdownDocument])
        -> String?
    {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let (path, anchor) = (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
        let directory = root.appending(path: document.path).deletingLastPathComponent()
        let file =
            path.isEmpty ? root.appending(path: document.path) : directory.appending(path: path).standardized
        guard file.path == root.path || file.path.hasPrefix(root.path + "/") else {
            return "the link \(target) points outside the repository"
        }
        guard FileManager.default.fileExists(atPath: file.path) else { return "the link \(target) leads to no file" }
        guard let anchor, !anchor.isEmpty else { return nil }
        let linked = documents[String(file.path.dropFirst(root.path.count + 1))]
        guard let linked, linked.anchors.contains(anchor) else {
            return
                "the link \(target): \(linked == nil ? "an anchor into a file that is not Markdown" : "no heading has the anchor #\(anchor)")"
        }
        return nil
    }

    /// README.md over its budget, or docs/ over its.
    private func budgetProblems(_ documents: [MarkdownDocument]) -> [DocsProblem] {
        var problems: [DocsProblem] = []
        let readme = documents.first { $0.path == "README.md" }?.lineCount ?? 0
        if readme > Self.readmeLineBudget {
            problems.append(
                DocsProblem("README.md", line: nil, "\(readme) lines, over the budget of \(Self.readmeLineBudget)"))
        }
        let docs = documents.filter { $0.path.hasPrefix("docs/") }.map(\.lineCount).reduce(0, +)
        if docs > Self.docsLineBudget {
            problems.append(
                DocsProblem("docs", line: nil, "\(docs) lines in its pages, over the budget of \(Self.docsLineBudget)"))
        }
        return problems
    }
}
