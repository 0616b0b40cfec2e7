import ArgumentParser
import Foundation
import FrameLab
import LabCatalog
import SwitchLayout

/// `framelab frame`: what one frame of a scenario shows, as CSV.
struct Frame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Print the attributes of one frame of a scenario: its visible elements and overlays.",
        discussion: """
            Plays SCENARIO on one implementation up to its first frame at or after --time seconds \
            (the last frame if the scenario ends before) and prints that frame: one CSV record \
            per visible cell, header and footer in flat order, with the columns of `framelab \
            attributes`, then one per overlay (kind overlay:card or overlay:selection-frame, in \
            content coordinates, no index path). Lengths are in points. One line on standard \
            error gives the frame's index, time and content offset.
            """)

    @Argument(help: "A default scenario's name or a scenario JSON file.")
    var scenario: String

    @Option(
        help: "The time of the frame, in seconds since the scenario's first frame.", transform: NumericArgument.number)
    var time: Double

    @Option(help: "The implementation to play it on.")
    var implementation: LayoutImplementation = .optimized

    @Option(help: "The item count, for a single-section scenario (default: its first).")
    var items: Int?

    @Option(help: "The display's refresh rate, in hertz: 60 or 120.")
    var refreshRate = 60

    func run() throws {
        let frame = try FrameSnapshot(
            scenario: scenario, implementation: implementation, items: items, refreshRate: refreshRate, at: time)
        FileHandle.standardError.write(Data((frame.position + "\n").utf8))
        try frame.elements.writeCSVToStandardOutput()
    }
}
