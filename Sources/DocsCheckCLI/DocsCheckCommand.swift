import ArgumentParser
import DocsCheck
import Foundation

/// `docs-check`: the repository's Markdown checked against the code, or its generated blocks
/// rewritten (`make docs-check`, `make docs`).
@main
struct DocsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs-check",
        abstract: "Check that README.md and docs/ say only what is true.",
        discussion: """
            Fails (exit status 1, one line per problem) when a link or anchor leads nowhere in the \
            repository, a framelab command or option or a make target the docs name does not exist, \
            a generated block differs from what its framelab command prints, a Swift example is in \
            no test under Tests/ (so nothing compiles it), a page does not explain \
            a column, scenario key or gate check the code defines, or README.md (250 lines) or docs/ \
            (1,000 lines) is over its budget. Exit status 2 when the check cannot run.
            """)

    @Option(help: "The framelab executable whose commands the docs name.")
    var framelab: String

    @Option(help: "The repository's root.")
    var root: String = "."

    @Flag(help: "Rewrite the generated blocks instead of checking.")
    var update = false

    func run() throws {
        let check = try DocsCheck(
            root: URL(fileURLWithPath: root, isDirectory: true), framelab: URL(fileURLWithPath: framelab))
        if update {
            let changed = try check.update()
            print(
                changed.isEmpty ? "The generated blocks are up to date." : "Rewrote " + changed.joined(separator: ", "))
            return
        }
        let problems = try check.problems()
        for problem in problems { print(problem) }
        guard problems.isEmpty else { throw ExitCode.failure }
        print("The docs check found nothing wrong.")
    }

    /// Runs the command line: a usage error as argument-parser reports it, a failed check with
    /// exit status 1, an error that kept the check from running as one line on standard error
    /// with exit status 2.
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let status as ExitCode {
            exit(withError: status)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(withError: ExitCode(2))
        }
    }
}
