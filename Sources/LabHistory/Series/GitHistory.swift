import FrameLab

/// The commits of the repository in the current directory that a series is ordered by.
package enum GitHistory {
    /// The first-parent chain of `HEAD`, full hashes, oldest first; empty outside a repository.
    package static func firstParentChain() -> [String] {
        CommandOutput.standardOutput(of: ["git", "rev-list", "--first-parent", "--reverse", "HEAD"])?
            .split(separator: "\n").map(String.init) ?? []
    }
}
