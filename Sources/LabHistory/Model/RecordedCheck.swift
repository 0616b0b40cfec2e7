/// One row of a gate run's table, as it was shown.
package struct RecordedCheck: Codable, Hashable, Sendable {
    /// The metric checked (`instructions`, `speedup`, `worst frame ms`…).
    package var metric: String
    /// What was measured: a kernel workload and its item count, or a scenario, size and rate.
    package var subject: String
    /// The baseline's value, as shown.
    package var baseline: String
    /// The value measured, as shown.
    package var value: String
    /// The limit, as shown.
    package var limit: String
    /// `pass` or `regression`.
    package var verdict: String

    /// Creates a check; see the properties.
    package init(metric: String, subject: String, baseline: String, value: String, limit: String, verdict: String) {
        self.metric = metric
        self.subject = subject
        self.baseline = baseline
        self.value = value
        self.limit = limit
        self.verdict = verdict
    }
}
