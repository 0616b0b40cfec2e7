import Foundation
import LabSupport

extension HistoryStore {
    /// Records `acknowledgement`, replacing an earlier one of the same commit, metric and
    /// scenario.
    package func acknowledge(_ acknowledgement: Acknowledgement) throws(FrameLabError) {
        try database.write { statements throws(FrameLabError) in
            try statements.execute(
                """
                INSERT INTO acknowledgements (commit_sha, metric, scenario, note, acknowledged_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (commit_sha, metric, scenario) DO UPDATE
                    SET note = excluded.note, acknowledged_at = excluded.acknowledged_at
                """,
                [
                    .text(acknowledgement.commitSHA), .text(acknowledgement.metric),
                    .text(acknowledgement.scenario ?? ""), .text(acknowledgement.note),
                    acknowledgement.date.historySeconds,
                ])
        }
    }

    /// Every recorded acknowledgement, oldest first.
    package func acknowledgements() throws(FrameLabError) -> [Acknowledgement] {
        try database.read { statements throws(FrameLabError) in
            try statements.rows(
                "SELECT commit_sha, metric, scenario, note, acknowledged_at FROM acknowledgements ORDER BY acknowledged_at",
                [])
        }.map { column in
            Acknowledgement(
                commitSHA: column[0]!, metric: column[1]!, scenario: column[2] == "" ? nil : column[2],
                note: column[3]!,
                date: column[4].flatMap(Date.init(historySeconds:)) ?? .distantPast)
        }
    }
}
