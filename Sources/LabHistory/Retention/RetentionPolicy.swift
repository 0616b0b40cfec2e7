import Foundation

/// What `framelab history prune` keeps of a history: every run that is evidence whole, and of
/// every older commit its summary.
///
/// A run is kept whole when it is recent (started in the last ``recentDays`` days), when it
/// measured a commit within ``changeNeighbourhood`` commits of a change point `framelab history
/// --changes` finds (on the branch, for that change's runner and kind), or when it is in a
/// learning window the gate would read next (each runner's, for its newest gate run's
/// toolchain). Every other run of a clean tree is its commit's summary when it is the newest of
/// its runner's runs of that kind and commit: its rows keep each metric's value and fastest
/// repetition, all that change detection reads of an old run. The rest (older repeated runs
/// of a commit, runs of a dirty tree) are removed. The commit graph and the acknowledgements
/// are never pruned.
package struct RetentionPolicy: Sendable {
    /// Runs that started this many days before now, or later, are kept whole.
    package var recentDays: Int
    /// The commits kept whole on each side of a change point, the change's own included on its
    /// side.
    package var changeNeighbourhood: Int

    /// A policy; see the properties.
    package init(recentDays: Int = 90, changeNeighbourhood: Int = 10) {
        self.recentDays = recentDays
        self.changeNeighbourhood = changeNeighbourhood
    }
}
