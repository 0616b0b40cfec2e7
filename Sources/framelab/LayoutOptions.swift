import ArgumentParser
import FrameLab
import SwitchLayout

/// The argument and option every command takes: the layout description and the kernel
/// implementation that answers.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "The layout description: a JSON file of the bounds, sections and list and grid parameters.")
    var layout: String

    @Option(help: "The kernel implementation that answers.")
    var implementation: Implementation = .reference

    /// A kernel of the chosen implementation, prepared from the layout description at `phase`.
    func makeKernel(at phase: LayoutPhase) throws -> any LayoutKernel {
        try LayoutDescription.load(contentsOf: layout).makeKernel(implementation.kernelType, at: phase)
    }
}
