import ArgumentParser
import Foundation
import FrameLab
import LabCatalog
import SwitchLayout

/// `framelab frame`: what one frame of a scenario shows, as CSV.
struct Frame: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        guard time.isFinite, time >= 0 else {
            throw ValidationError(
                "--time \(time.compactDescription) is invalid: it must be finite and at least 0 seconds")
        }
        let scenario = try Scenario.resolve(self.scenario)
        let items = self.items ?? scenario.effectiveItemCounts[0]
        guard items >= 0 else { throw ValidationError("--items \(items) is invalid: it must be at least 0") }
        guard [60, 120].contains(refreshRate) else {
            throw ValidationError("--refresh-rate \(refreshRate) is invalid: it must be 60 or 120")
        }
        func snapshot<Kernel: LayoutKernel>(_: Kernel.Type) throws -> FrameSnapshot {
            try FramePlayer<Kernel>(
                scenario: scenario, items: items, refreshRate: refreshRate, implementation: implementation.rawValue,
                verification: .none
            ).frame(at: time)
        }
        let frame = try snapshot(implementation.kernelType)
        let offset = frame.contentOffset
        let line =
            "frame \(frame.frame) at \(frame.time.compactDescription) s, content offset "
            + "(\(offset.x.compactDescription), \(offset.y.compactDescription))\n"
        FileHandle.standardError.write(Data(line.utf8))
        try frame.elements.writeCSVToStandardOutput()
    }
}
