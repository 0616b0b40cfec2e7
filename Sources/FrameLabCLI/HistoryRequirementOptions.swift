import ArgumentParser
import LabHistory

/// Whether `run` and `gate` must record their run: in a team's CI, a history that cannot record
/// fails the job instead of costing it one line nobody reads.
struct HistoryRequirementOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Exit with status 2, before measuring, when the history cannot record the run (also $\(HistoryLocation.requiredVariable)=1).",
            discussion: "Unreachable, unwritable, corrupt, of a newer schema, or an SQLite file that does not exist."))
    var requireHistory = false

    /// Whether the history is required: the flag, or the environment variable.
    var isRequired: Bool { HistoryLocation.isRequired(flag: requireHistory) }
}
