import ArgumentParser
import Foundation

/// `framelab`: the frame lab's command line: queries of a layout's kernels, runs of scenarios,
/// the regression gate and the history of results.
@main
struct Framelab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framelab",
        abstract: "Measure the layout math of animated list ⇄ grid collection views.",
        discussion: """
            attributes, frame, content-offset and hit-test ask a kernel about a layout description \
            (a JSON file of the bounds, sections and the list and grid parameters) and print CSV \
            (RFC 4180); run plays scenarios frame by frame, report and compare read its results, \
            gate checks for regressions, history and bisect read and extend the recorded runs. \
            Lengths are in points. Bad input of any kind prints one line, `error: …`, on standard \
            error and exits with status 2.
            """,
        subcommands: [
            Attributes.self, Frame.self, ContentOffset.self, HitTest.self, Run.self, Scenarios.self, Worker.self,
            Report.self, Compare.self, History.self,
            GateCommand.self, BisectCommand.self, BisectStepCommand.self, CountInstructions.self,
        ])

    /// Runs the command line, reporting any failure (in the arguments, the layout description
    /// or the kernel) as one line on standard error with exit status 2, where ArgumentParser
    /// would print usage and exit with 64 for some of them.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch  where exitCode(for: error) == .success {
            exit(withError: error)  // --help and the like
        } catch let status as ExitCode {
            exit(withError: status)  // a command's own verdict, e.g. a run whose worker failed
        } catch {
            FileHandle.standardError.write(Data("error: \(message(for: error))\n".utf8))
            exit(withError: ExitCode(2))
        }
    }
}
