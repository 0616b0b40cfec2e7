import Foundation

/// The source a run measured: a commit of the repository, and whether the working tree had
/// changes on top of it.
package struct RecordedCommit: Codable, Hashable, Sendable {
    /// The commit's full hash; the abbreviated one a run folder names when the repository
    /// recording it does not have the commit; `unknown` outside a git repository.
    package var sha: String
    /// The first parent's full hash, or `nil` for a root commit or an unknown commit.
    package var parent: String?
    /// When the commit was made (committer date), or `nil` for an unknown commit.
    package var time: Date?
    /// The first line of its message, or `nil` for an unknown commit.
    package var subject: String?
    /// Whether the working tree differed from the commit: the run measured code no commit holds.
    package var isDirty: Bool
    /// Whether the repository that recorded the run has the commit. A run of a commit it does
    /// not have keeps the hash its folder names, and is listed apart from the branch's history.
    package var isKnown: Bool

    /// Creates a commit; see the properties.
    package init(sha: String, parent: String?, time: Date?, subject: String?, isDirty: Bool, isKnown: Bool) {
        self.sha = sha
        self.parent = parent
        self.time = time
        self.subject = subject
        self.isDirty = isDirty
        self.isKnown = isKnown
    }

    /// The abbreviated hash, 7 characters, as run folders and tables show it.
    package var shortSHA: String { String(sha.prefix(7)) }

    private enum CodingKeys: String, CodingKey {
        case sha, parent, time, subject
        case isDirty = "dirty"
        case isKnown = "known"
    }
}
