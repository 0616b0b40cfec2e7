import Foundation
import LabProcesses
import LabSupport

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
                sha: revision ?? "unknown", parents: [], time: nil, subject: nil, isDirty: isDirty, isKnown: false)
        }
        return RecordedCommit(
            sha: commit.sha, parents: commit.parents, time: commit.time, subject: commit.subject,
            isDirty: isDirty, isKnown: true)
    }

    /// The full hash of `revision` (a hash, full or abbreviated, a branch or a tag) in
    /// `repository` (the current folder's unless given); a full hash the repository does not
    /// have is taken as it is, since a history may hold another clone's commits. Throws, naming
    /// it, for anything else.
    package static func hash(of revision: String, in repository: Git = Git()) throws(FrameLabError) -> String {
        if let sha = repository.commitHash(revision) { return sha }
        if revision.count == 40, revision.allSatisfy(\.isHexDigit) { return revision.lowercased() }
        throw FrameLabError("unknown commit \(revision.debugDescription): not a commit of this repository")
    }
}
