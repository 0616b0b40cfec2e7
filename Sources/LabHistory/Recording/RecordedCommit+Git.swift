import Foundation
import FrameLab

extension RecordedCommit {
    /// The commit `revision` (a full or abbreviated hash, or `nil` outside a repository) of the
    /// git repository in the current directory, with its parent, time and subject; when the
    /// repository does not have it, the hash alone, marked unknown.
    package static func resolve(_ revision: String?, isDirty: Bool) -> RecordedCommit {
        let unknown = RecordedCommit(
            sha: revision ?? "unknown", parent: nil, time: nil, subject: nil, isDirty: isDirty, isKnown: false)
        // A hash only: a name such as `HEAD` or `main` would move on.
        guard let revision, !revision.isEmpty, revision.allSatisfy(\.isHexDigit),
            let output = CommandOutput.standardOutput(
                of: ["git", "show", "--no-patch", "--format=%H%x00%P%x00%cI%x00%s", "\(revision)^{commit}", "--"])
        else { return unknown }
        let fields = output.trimmingCharacters(in: .newlines).components(separatedBy: "\0")
        guard fields.count == 4 else { return unknown }
        return RecordedCommit(
            sha: fields[0], parent: fields[1].split(separator: " ").first.map(String.init),
            time: try? Date(fields[2], strategy: .iso8601), subject: fields[3], isDirty: isDirty, isKnown: true)
    }
}
