import ArgumentParser
import FrameLab
import SwitchLayout

/// `framelab attributes`: `layoutAttributesForElements(in:)` as CSV.
struct Attributes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributes",
        abstract: "Print the attributes of the elements whose frames intersect a rect.",
        discussion: """
            Prints one CSV record per cell, header and footer, in flat order (section by section: \
            the header, the cells, the footer). The columns are kind (cell, header or footer), \
            section, item, the frame (x, y, width, height), alpha, transition_progress, the frame \
            in the destination layout (next_x, next_y, next_width, next_height; its own frame at \
            rest), then what an item transition sets: scale, corner_radius, z_index and \
            content_width, content_height (empty without a content size); lengths are in points.
            """)

    /// The rect that stands for "every element" when no --rect is given: from −10^15 to 10^15
    /// points on both axes, far past any layout a description can hold.
    static let everywhere = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var phase: PhaseOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            The rect to query, in points. Without it, every element: the rect from -10^15 to \
            10^15 on both axes.
            """,
            valueName: "x,y,width,height"),
        transform: NumericArgument.rect)
    var rect: Rect?

    func run() throws {
        let kernel = try layout.makeKernel(at: phase.phase, printsEveryElement: rect == nil)
        try kernel.layoutAttributesForElements(in: rect ?? Self.everywhere).writeCSVToStandardOutput()
    }
}
