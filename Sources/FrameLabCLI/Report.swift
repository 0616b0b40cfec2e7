import ArgumentParser
import FrameLab
import LabTables

/// `framelab report`: a run folder's results as a table for people, with its provenance.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print a run's results as a table: median and worst frame, frames over budget, speedups.",
        discussion: """
            Reads FOLDER's summary.csv and environment.txt and prints a line naming the commit, date, \
            machine and Swift version, then a table with units. The caches column says how each \
            row's frames ran: evicted (a reference layout mirrored every frame between the timed \
            sections, as an app renders between frames: what a frame costs in an app) or warm \
            (nothing ran between frames: the reference timing itself and the gate's repetitions, \
            the kernel's own speed). README's results table is `framelab report docs/run --format \
            markdown`, docs/results.md's the same with --rows all --refresh-rate 60.
            """)

    @Argument(help: "The run folder, with summary.csv and environment.txt.")
    var folder: String

    @Option(help: "Which rows: headline (60 Hz; reference, cached and optimized) or all.")
    var rows: ResultsTable.Selection = .headline

    @Option(help: "Only the rows at this refresh rate, in Hz (default: every rate).")
    var refreshRate: Int?

    @Option(help: "How to print: text for a terminal, markdown for a page.")
    var format: TableFormat = .text

    func run() throws {
        let results = try RunResults(folder: folder)
        print(ResultsTable.render(results, selection: rows, refreshRate: refreshRate, format: format), terminator: "")
    }
}

extension ResultsTable.Selection: ExpressibleByArgument {}
