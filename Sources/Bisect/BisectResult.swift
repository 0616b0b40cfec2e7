import LabSupport

/// What a bisection found: the first bad commit, the metric before and after it, and what the
/// search cost.
package struct BisectResult: Sendable {
    /// The first bad commit's full hash.
    package var firstBadCommit: String
    /// Its subject.
    package var subject: String
    /// The metric.
    package var metric: String
    /// The metric at its parent and at it, where both were measured.
    package var change: (before: Double, after: Double)?
    /// The commits between `--good` and `--bad`.
    package var commits: Int
    /// The commits measured between the endpoints.
    package var steps: Int
    /// The bisection's wall time, in seconds.
    package var seconds: Double

    /// A result; see the properties.
    package init(
        firstBadCommit: String, subject: String, metric: String, change: (before: Double, after: Double)?,
        commits: Int, steps: Int, seconds: Double
    ) {
        self.firstBadCommit = firstBadCommit
        self.subject = subject
        self.metric = metric
        self.change = change
        self.commits = commits
        self.steps = steps
        self.seconds = seconds
    }

    /// The first bad commit named in `log`, the text of `git bisect log`; `nil` when the
    /// bisection named none (skipped commits in the way).
    package static func firstBadCommit(inLog log: String) -> String? {
        let marker = "# first bad commit: ["
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else { return nil }
        return line.dropFirst(marker.count).split(separator: "]").first.map(String.init)
    }

    /// The result as `framelab bisect` prints it: the commit, the metric's change, the cost.
    package var report: String {
        var lines = ["first bad commit: \(firstBadCommit) \(subject)"]
        if let (before, after) = change {
            let quantity = Quantity(metric: metric)
            lines.append(
                "\(metric): \(quantity.description(before)) → \(quantity.description(after)) "
                    + "(\(Quantity.percent.signedDescription((after / before - 1) * 100)))")
        }
        let measurements = Double(max(steps + 2, 1))
        lines.append(
            "\(commits) commits, --good and --bad and \(steps) steps measured in \(seconds.durationDescription) "
                + "(\((seconds / measurements).durationDescription) a measurement)")
        return lines.map { $0 + "\n" }.joined()
    }
}
