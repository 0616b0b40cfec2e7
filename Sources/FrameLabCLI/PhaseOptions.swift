import ArgumentParser
import FrameLab
import SwitchLayout

/// The options that say when a command queries the layout: at rest in a state (`--state`), or
/// part-way through a transition (`--from`, `--to`, `--progress`).
struct PhaseOptions: ParsableArguments {
    @Option(help: "Query the layout at rest in this state.")
    var state: LayoutState?

    @Option(help: "Query a transition that starts from this state.")
    var from: LayoutState?

    @Option(help: "The state the transition goes to; it may be the --from state.")
    var to: LayoutState?

    @Option(
        parsing: .unconditional,
        help: """
            The progress of the transition: 0 at --from, 1 at --to, any other finite number \
            interpolates or extrapolates (a spring's overshoot).
            """,
        transform: NumericArgument.number)
    var progress: Double?

    func validate() throws {
        _ = try phase
    }

    /// The phase the options select.
    var phase: LayoutPhase {
        get throws(ValidationError) {
            switch (state, from, to, progress) {
            case let (state?, nil, nil, nil):
                return .rest(state)
            case let (nil, from?, to?, progress?):
                return .transition(from: from, to: to, progress: progress)
            case (_?, _, _, _):
                throw ValidationError("--state cannot be combined with --from, --to or --progress")
            case (nil, nil, nil, nil):
                throw ValidationError("give --state, or --from, --to and --progress for a transition")
            default:
                throw ValidationError("a transition needs all of --from, --to and --progress")
            }
        }
    }
}
