import ArgumentParser
import Foundation
import FrameLab
import SwitchLayout

/// `framelab hit-test`: `indexPathForItem(at:)` as CSV.
struct HitTest: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit-test",
        abstract: "Print the index path of the cell at a point.",
        discussion: """
            Prints section,item for the first cell in flat order whose frame contains the point; \
            when none does (a gap, a header or footer, outside the content), prints the header \
            alone and says so on standard error.
            """)

    @OptionGroup var layout: LayoutOptions
    @OptionGroup var phase: PhaseOptions

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The point to test, in points.", valueName: "x,y"),
        transform: NumericArgument.point)
    var point: Point

    func run() throws {
        let kernel = try layout.makeKernel(at: phase.phase)
        let hits = [kernel.indexPathForItem(at: point)].compactMap { $0 }
        try hits.writeCSVToStandardOutput()
        if hits.isEmpty {
            let coordinates = "\(point.x.compactDescription), \(point.y.compactDescription)"
            FileHandle.standardError.write(Data("no item at (\(coordinates))\n".utf8))
        }
    }
}
