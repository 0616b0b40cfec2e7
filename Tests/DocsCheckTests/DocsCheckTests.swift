import DocsCheck
import Foundation
import FrameLab
import TestSupport
import Testing

/// The docs check on this repository's own Markdown, and on copies of it with one untruth
/// injected, each of which it must find.
@Suite("The docs check")
struct DocsCheckTests {
    private static let framelab = PackageDirectory.products.appending(path: "framelab")

    /// Calls `body` with a copy of the repository whose README.md and docs/ are files of its own
    /// (changed by `inject`) and whose other entries are links to the real ones.
    private func withCopy(
        _ inject: (URL) throws -> Void, requirements: [DocumentationRequirement] = DocumentationRequirement.lab,
        _ body: (DocsCheck) throws -> Void
    ) throws {
        try withTemporaryDirectory { copy in
            let files = FileManager.default
            for entry in try files.contentsOfDirectory(atPath: PackageDirectory.root.path) where !entry.hasPrefix(".") {
                let original = PackageDirectory.root.appending(path: entry)
                if ["README.md", "docs"].contains(entry) {
                    try files.copyItem(at: original, to: copy.appending(path: entry))
                } else {
                    try files.createSymbolicLink(at: copy.appending(path: entry), withDestinationURL: original)
                }
            }
            try inject(copy)
            try body(DocsCheck(root: copy, framelab: Self.framelab, requirements: requirements))
        }
    }

    /// Appends `text` as a paragraph to the file at `path` in `root`.
    private func append(_ text: String, to path: String, in root: URL) throws {
        let file = root.appending(path: path)
        try Data((try String(contentsOf: file, encoding: .utf8) + "\n" + text + "\n").utf8).write(to: file)
    }

    /// The number of the last line of the file at `path` in `root`.
    private func lastLine(of path: String, in root: URL) throws -> Int {
        try String(contentsOf: root.appending(path: path), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count - 1
    }

    @Test("This repository's README.md and docs/ pass")
    func repository() throws {
        let problems = try DocsCheck(root: PackageDirectory.root, framelab: Self.framelab).problems()
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "A link to no file, to no heading, or outside the repository is found at its line",
        arguments: [
            ("[the math](docs/nowhere.md)", "the link docs/nowhere.md leads to no file"),
            (
                "[the gate](docs/gate.md#no-such-heading)",
                "the link docs/gate.md#no-such-heading: no heading has the anchor #no-such-heading"
            ),
            (
                "[the spec](../shared/spec/layout-math.md)",
                "the link ../shared/spec/layout-math.md points outside the repository"
            ),
        ])
    func brokenLink(link: String, message: String) throws {
        var line = 0
        try withCopy { root in
            try append(link, to: "README.md", in: root)
            line = try lastLine(of: "README.md", in: root)
        } _: { check in
            let problems = try check.problems()
            #expect(problems.map(\.description) == ["README.md:\(line): \(message)"])
        }
    }

    @Test(
        "A framelab command or option or a make target that does not exist is found",
        arguments: [
            ("`framelab run --no-such-option 3`", "`framelab run` has no option --no-such-option"),
            ("`framelab history --changes --sorted`", "`framelab history` has no option --sorted"),
            ("`framelab histroy --changes`", "framelab has no command histroy"),
            ("`--frobnicate`", "no framelab command has the option --frobnicate"),
            ("```sh\nmake benchmark   # all of it\n```", "the Makefile has no target benchmark"),
        ])
    func missingCommand(code: String, message: String) throws {
        var line = 0
        try withCopy { root in
            try append(code, to: "README.md", in: root)
            line = try lastLine(of: "README.md", in: root) - (code.hasPrefix("```") ? 1 : 0)
        } _: { check in
            let problems = try check.problems()
            #expect(problems.map(\.description) == ["README.md:\(line): \(message)"])
        }
    }

    @Test("A CI recipe under Examples/ that runs a make target or framelab option that does not exist is found")
    func missingCommandInCIRecipe() throws {
        try withCopy { root in
            let examples = root.appending(path: "Examples")
            try FileManager.default.removeItem(at: examples)
            try FileManager.default.copyItem(at: PackageDirectory.root.appending(path: "Examples"), to: examples)
            try "jobs:\n  gate:\n    script:\n      - make gat\n      - run: framelab gate --require-histroy\n".write(
                to: examples.appending(path: "ci.yml"), atomically: true, encoding: .utf8)
        } _: { check in
            let problems = try check.problems()
            #expect(
                problems.map(\.description) == [
                    "Examples/ci.yml:4: the Makefile has no target gat",
                    "Examples/ci.yml:5: `framelab gate` has no option --require-histroy",
                ])
        }
    }

    @Test("Options of a history subcommand and of its default subcommand are found; a value is not a command")
    func existingCommands() throws {
        try withCopy { root in
            try append(
                "`framelab history --changes --csv`, `framelab history acknowledge abc --metric p50_ms --note x`, "
                    + "`framelab run --scenario list-scroll --items 1000`, `make gate RUNNER=ci`", to: "README.md",
                in: root)
        } _: { check in
            let problems = try check.problems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test("A wrong number in README's generated table is found at its line; make docs writes it back")
    func wrongNumber() throws {
        var line = 0
        try withCopy { root in
            let readme = root.appending(path: "README.md")
            var lines = try String(contentsOf: readme, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            let row = try #require(lines.firstIndex { $0.hasPrefix("| switch-list-to-grid | optimized |") })
            lines[row] = lines[row].replacing(/\| [0-9.]+ µs \|/, with: "| 1.23 µs |", maxReplacements: 1)
            try Data(lines.joined(separator: "\n").utf8).write(to: readme)
            line = row + 1
        } _: { check in
            let problems = try check.problems()
            #expect(problems.count == 1)
            #expect(problems.first?.line == line)
            #expect(problems.first?.message.hasPrefix("the output of `framelab report docs/run") == true)
            let changed = try check.update()
            #expect(changed == ["README.md"])
            let after = try check.problems()
            #expect(after.isEmpty, "\(after)")
        }
    }

    @Test("README's Swift example changed without its test is found at its fence")
    func exampleWithoutTest() throws {
        var line = 0
        try withCopy { root in
            let readme = root.appending(path: "README.md")
            let text = try String(contentsOf: readme, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            line = try #require(lines.firstIndex(of: "```swift")) + 1
            try Data(
                text.replacingOccurrences(of: "setTransitionProgress(0.37)", with: "setTransitionProgress(0.5)").utf8
            )
            .write(to: readme)
        } _: { check in
            let problems = try check.problems()
            #expect(
                problems.map(\.description) == [
                    "README.md:\(line): this Swift example is in no test under Tests/, so nothing compiles it"
                ])
        }
    }

    @Test("A column the code writes that the page does not explain is found")
    func undocumentedColumn() throws {
        var requirements = DocumentationRequirement.lab
        let summary = try #require(requirements.firstIndex { $0.kind == "a summary.csv column" })
        requirements[summary].names.append("p95_ms")
        try withCopy({ _ in }, requirements: requirements) { check in
            let problems = try check.problems()
            #expect(
                problems.map(\.description) == [
                    "docs/frame-lab.md: does not explain a summary.csv column `p95_ms`"
                ])
        }
    }

    @Test("A name dropped from its page is found: a gate check, a scenario key, a frames.csv column")
    func droppedName() throws {
        try withCopy { root in
            for (page, name) in [("docs/gate.md", "steady p99 ms"), ("docs/frame-lab.md", "selectsCentreCell")] {
                let file = root.appending(path: page)
                let text = try String(contentsOf: file, encoding: .utf8)
                try Data(text.replacingOccurrences(of: "`\(name)`", with: name).utf8).write(to: file)
            }
        } _: { check in
            let problems = try check.problems()
            #expect(
                Set(problems.map(\.description)) == [
                    "docs/gate.md: does not explain a gate check `steady p99 ms`",
                    "docs/frame-lab.md: does not explain a scenario key `selectsCentreCell`",
                ])
        }
    }

    @Test("README.md over 250 lines is found")
    func budget() throws {
        try withCopy { root in
            try append(String(repeating: "More.\n", count: DocsCheck.readmeLineBudget), to: "README.md", in: root)
        } _: { check in
            let problems = try check.problems()
            #expect(problems.map(\.message).contains { $0.hasSuffix("over the budget of 250") })
        }
    }

    @Test("A framelab that cannot run, or a repository without a Makefile, is an error naming it")
    func cannotRun() throws {
        #expect {
            try DocsCheck(root: PackageDirectory.root, framelab: URL(fileURLWithPath: "/nonexistent/framelab"))
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/framelab: cannot run")
        }
        try withTemporaryDirectory { empty in
            #expect {
                try DocsCheck(root: empty, framelab: Self.framelab).problems()
            } throws: { error in
                "\(error)".hasPrefix(empty.appending(path: "Makefile").path)
            }
        }
    }
}
