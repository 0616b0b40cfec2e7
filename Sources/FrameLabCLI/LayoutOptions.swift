import ArgumentParser
import FrameLab
import LabCatalog
import SwitchLayout

/// The argument and option every command takes: the layout description and the kernel
/// implementation that answers.
struct LayoutOptions: ParsableArguments {
    @Argument(help: "The layout description: a JSON file of the bounds, sections and list and grid parameters.")
    var layout: String

    @Option(help: "The kernel implementation that answers.")
    var implementation: LayoutImplementation = .reference

    /// A kernel of the chosen implementation, prepared from the layout description at `phase`.
    /// Throws before preparing it when the command (printing every element's attributes if
    /// `printsEveryElement`) would need more memory than the machine has.
    func makeKernel(at phase: LayoutPhase, printsEveryElement: Bool = false) throws -> any LayoutKernel {
        let description = try LayoutDescription.load(contentsOf: layout)
        let estimate = MemoryEstimate.query(
            of: description, storage: implementation.storage, at: phase, printsEveryElement: printsEveryElement)
        let moment = if case .rest = phase { "at rest" } else { "during a transition" }
        let items = description.spec(for: .list).itemCount
        let layoutItems = "\(items) items in the \(implementation.rawValue) layout \(moment)"
        try estimate.requireFits("\(layout): \(printsEveryElement ? "printing " : "")\(layoutItems)")
        return try description.makeKernel(implementation.kernelType, at: phase)
    }
}
