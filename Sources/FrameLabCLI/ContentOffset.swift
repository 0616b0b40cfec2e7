import ArgumentParser
import FrameLab
import SwitchLayout

/// `framelab content-offset`: `targetContentOffset(forProposedContentOffset:viewportSize:mapping:)`
/// as CSV.
struct ContentOffset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content-offset",
        abstract: "Print where a transition's destination layout scrolls to.",
        discussion: """
            Starts a transition from --from to --to at content offset --offset and prints \
            mapping,x,y for each mapping, in points: anchored keeps the first visible cell first; \
            legacy-display-switcher is DisplaySwitcher's own formula.
            """)

    @OptionGroup var layout: LayoutOptions

    @Option(help: "The state the transition starts from.")
    var from: LayoutState

    @Option(help: "The state the transition goes to; it may be the --from state.")
    var to: LayoutState

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The content offset when the transition starts, in points.", valueName: "x,y"),
        transform: NumericArgument.point)
    var offset: Point

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The viewport size, in points (default: the layout's bounds size).", valueName: "width,height"),
        transform: NumericArgument.size)
    var viewport: Size?

    @Option(help: "The content-offset mapping to apply.")
    var mapping: MappingSelection = .both

    func run() throws {
        let kernel = try layout.makeKernel(at: .transition(from: from, to: to, progress: 0))
        let viewportSize = viewport ?? kernel.currentSpec.boundsSize
        let targets = mapping.mappings.map { mapping in
            TargetContentOffset(
                mapping: mapping,
                offset: kernel.targetContentOffset(
                    forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping))
        }
        try targets.writeCSVToStandardOutput()
    }
}
