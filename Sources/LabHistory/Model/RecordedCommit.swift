import Foundation

/// The source a run measured: a commit of the repository, and whether the working tree had
/// changes on top of it.
package struct RecordedCommit: Codable, Hashable, Sendable {
    /// The commit's full hash; the abbreviated one a run folder names when the repository
    /// recording it does not have the commit; `unknown` outside a git repository.
    package var sha: String
    /// Its parents' full hashes, the first parent first, as its commit object names them (so
    /// in a shallow clone too); empty for a root commit or an unknown commit.
    package var parents: [String]
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
    package init(sha: String, parents: [String], time: Date?, subject: String?, isDirty: Bool, isKnown: Bool) {
        self.sha = sha
        self.parents = parents
        self.time = time
        self.subject = subject
        self.isDirty = isDirty
        self.isKnown = isKnown
    }

    /// The first parent's full hash: the commit before it on its branch.
    package var parent: String? { parents.first }

    /// The abbreviated hash, 7 characters, as run folders and tables show it.
    package var shortSHA: String {
        // A hash is ASCII: its first 7 bytes are its first 7 characters, taken without walking
        // grapheme clusters (a long series's table takes one per row).
        String(decoding: sha.utf8.prefix(7), as: UTF8.self)
    }

    private enum CodingKeys: String, CodingKey {
        case sha, parents, time, subject
        case isDirty = "dirty"
        case isKnown = "known"
        /// An export before merge parents were recorded: the first parent alone.
        case parent
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decode(String.self, forKey: .sha)
        parents =
            try container.decodeIfPresent([String].self, forKey: .parents)
            ?? (try container.decodeIfPresent(String.self, forKey: .parent)).map { [$0] } ?? []
        time = try container.decodeIfPresent(Date.self, forKey: .time)
        subject = try container.decodeIfPresent(String.self, forKey: .subject)
        isDirty = try container.decode(Bool.self, forKey: .isDirty)
        isKnown = try container.decode(Bool.self, forKey: .isKnown)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sha, forKey: .sha)
        try container.encode(parents, forKey: .parents)
        try container.encodeIfPresent(time, forKey: .time)
        try container.encodeIfPresent(subject, forKey: .subject)
        try container.encode(isDirty, forKey: .isDirty)
        try container.encode(isKnown, forKey: .isKnown)
    }
}
