import Foundation
import LabSupport

extension HistoryLocation {
    /// The environment variable that, set to `1`, requires the history as `--require-history`
    /// does: what a CI job sets once for every command.
    package static let requiredVariable = "FRAMELAB_REQUIRE_HISTORY"

    /// Whether the history is required: `flag` (`--require-history`), or ``requiredVariable`` set
    /// to `1`.
    package static func isRequired(flag: Bool) -> Bool {
        flag || ProcessInfo.processInfo.environment[requiredVariable] == "1"
    }

    /// Checks that a run can be recorded here now, before anything is measured: the database
    /// exists (a required SQLite file is not created: a CI cache that did not come back would
    /// start a new history unnoticed), opens (reachable, not corrupt, of this lab's schema or an
    /// older one) and takes a write, which is rolled back. Throws one line naming the location
    /// (a password masked) and why not.
    package func checkRecordable() throws(FrameLabError) {
        let prefix = "the history is required, and cannot record"
        if case .sqlite(let path) = self, !FileManager.default.fileExists(atPath: path) {
            throw FrameLabError(
                "\(prefix): \(path): no such file (a run without --require-history creates it)")
        }
        do {
            try open().write { statements throws(FrameLabError) in
                try statements.execute("SAVEPOINT write_check", [])
                try statements.execute(
                    "INSERT INTO metric_names (name) VALUES (?) ON CONFLICT DO NOTHING", [.text("framelab-write-check")]
                )
                try statements.execute("ROLLBACK TO SAVEPOINT write_check", [])
                try statements.execute("RELEASE SAVEPOINT write_check", [])
            }
        } catch {
            throw FrameLabError("\(prefix): \(error.message)")
        }
    }
}
