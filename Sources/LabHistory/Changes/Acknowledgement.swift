import Foundation

/// Someone's word that the change of a metric at a commit was intended: `framelab history
/// acknowledge`. An acknowledged change is still listed, and no longer alarms.
package struct Acknowledgement: Hashable, Sendable {
    /// The commit's full hash.
    package var commitSHA: String
    /// The metric it is about.
    package var metric: String
    /// The scenario it is about; `nil` for every scenario.
    package var scenario: String?
    /// Why the change is intended.
    package var note: String
    /// When it was recorded.
    package var date: Date

    /// An acknowledgement; see the properties.
    package init(commitSHA: String, metric: String, scenario: String?, note: String, date: Date) {
        self.commitSHA = commitSHA
        self.metric = metric
        self.scenario = scenario
        self.note = note
        self.date = date
    }

    /// Whether it covers `change`.
    package func covers(_ change: DetectedChange) -> Bool {
        covers(commitSHA: change.commit.sha, metric: change.metric, scenario: change.key.scenario)
    }

    /// Whether it covers a change of `metric` in `scenario` at the commit `commitSHA`.
    package func covers(commitSHA: String, metric: String, scenario: String) -> Bool {
        commitSHA == self.commitSHA && metric == self.metric && (self.scenario.map { $0 == scenario } ?? true)
    }
}
