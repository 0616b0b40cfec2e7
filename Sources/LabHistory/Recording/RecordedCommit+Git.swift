import Foundation
import LabProcesses

extension RecordedCommit {
    /// The commit `revision` (a full or abbreviated hash, or `nil` outside a repository) of
    /// `repository` (the current folder's unless given), with its parent, time and subject; when
    /// the repository does not have it, the hash alone, marked unknown.
    package static func resolve(_ revision: String?, isDirty: Bool, in repository: Git = Git()) -> RecordedCommit {
        // A hash only: a name such as `HEAD` or `main` would move on.
        guard let revision, !revision.isEmpty, revision.allSatisfy(\.isHexDigit),
            let commit = repository.commit(revision)
        else {
            return RecordedCommit(
                sha: revision ?? "unknown", parent: nil, time: nil, subject: nil, isDirty: isDirty, isKnown: false)
        }
        return RecordedCommit(
            sha: commit.sha, parent: commit.parents.first, time: commit.time, subject: commit.subject,
            isDirty: isDirty, isKnown: true)
    }
}
