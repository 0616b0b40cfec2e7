import Foundation
import LabSupport

extension HistorySchema {
    /// Writes `line` on standard error, after "history: ": a migration that rewrites a long
    /// history's rows takes minutes, and the command waiting on it says why, and how far it is.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data(("history: " + line + "\n").utf8))
    }

    /// Says what an existing history's `pending` migrations take before they run, when one of
    /// them rewrites rows: nothing for a new history, or for steps that only add tables.
    /// `reclaimsSpace`: SQLite's `VACUUM` follows them.
    static func announce(_ pending: some Collection<Migration>, of location: String, reclaimsSpace: Bool) {
        guard pending.contains(where: { $0.rewrite != nil }) else { return }
        report(
            "\(location): migrating to this framelab's schema (\(pending.map(\.identifier).joined(separator: ", "))): "
                + "every run's rows are rewritten, which takes minutes on a long history"
                + (reclaimsSpace ? ", then the space freed is given back (VACUUM: free disk as large as the file)" : "")
                + "; interrupted, the history keeps its old schema, whole")
    }

    /// Reports that `location`'s migrations took `duration`.
    static func reportMigrated(_ location: String, in duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        report("\(location): migrated in \(seconds.description(significantDigits: 3)) s")
    }
}
