import Foundation
import LabHistory
import LabProcesses
import LabSupport

/// A bisection, `framelab bisect`: the commit between `--good` and `--bad` that made a metric
/// worse, found by `git bisect run` in a worktree of its own (``BisectWorktree``), each commit
/// measured by its own build (``BisectMeasurement``) in a step of its own (``BisectStep``).
/// The endpoints are measured first and must differ (``BisectThreshold``).
package struct BisectRun: Sendable {
    /// The commit where the metric is good, as given (a hash, a branch, a tag).
    package var good: String
    /// The commit where the metric is bad, as given.
    package var bad: String
    /// What to measure at each commit.
    package var measurement: BisectMeasurement
    /// The `framelab` executable whose copy runs the steps.
    package var executable: String

    /// A bisection; see the properties. The repository is the measurement's.
    package init(good: String, bad: String, measurement: BisectMeasurement, executable: String) {
        self.good = good
        self.bad = bad
        self.measurement = measurement
        self.executable = executable
    }

    /// The top folder of the repository of this process's current folder; an error saying so
    /// outside one.
    package static func repository() throws(FrameLabError) -> URL {
        guard let top = Git().topLevel else {
            throw FrameLabError("not in a git repository: run framelab bisect in the repository to bisect")
        }
        return top
    }

    /// Bisects, with progress on `progress`; `interruption` kills what runs and removes the
    /// worktree. Throws for endpoints that cannot be bisected, or a bisection that names no single
    /// commit.
    package func run(interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void)
        throws(FrameLabError) -> BisectResult
    {
        let clock = ContinuousClock()
        let started = clock.now
        let repository = Git(in: measurement.repository)
        let (goodSHA, badSHA) = (
            try RecordedCommit.hash(of: good, in: repository), try RecordedCommit.hash(of: bad, in: repository)
        )
        guard goodSHA != badSHA, repository.isAncestor(goodSHA, of: badSHA) else {
            throw FrameLabError("--good \(good) is not an ancestor of --bad \(bad)")
        }
        try measurement.validate()
        let commits = repository.commitCount(from: goodSHA, to: badSHA) ?? 0
        let worktree = try BisectWorktree(repository: measurement.repository, commit: badSHA)
        interruption.onInterrupt { worktree.remove() }
        defer { worktree.remove() }
        progress(
            "bisecting \(commits) commits from \(goodSHA.prefix(7)) to \(badSHA.prefix(7)) by \(measurement.metric)")
        let higherIsWorse = !ChangeDetection.isHigherBetter(measurement.metric)
        let endpoints = try BisectEndpoints(
            repetitions: measurement.repetitions, higherIsWorse: higherIsWorse,
            measure: { repetitions throws(FrameLabError) in
                var endpoint = measurement
                endpoint.repetitions = repetitions
                return (
                    try measureEndpoint("--good", goodSHA, by: endpoint, in: worktree, interruption, progress),
                    try measureEndpoint("--bad", badSHA, by: endpoint, in: worktree, interruption, progress)
                )
            }, progress: progress)
        var steps = measurement
        steps.repetitions = endpoints.repetitions
        let threshold = try BisectThreshold(good: endpoints.good, bad: endpoints.bad, higherIsWorse: higherIsWorse)
        let record = BisectRecord(file: worktree.temporaryFile("steps.tsv"))
        try record.start(good: (goodSHA, endpoints.good.value), bad: (badSHA, endpoints.bad.value))

        // The steps run a copy of this framelab, which a rebuild meanwhile cannot change.
        let controller = worktree.temporaryFile("framelab")
        try FrameLabError.attempt(at: controller) {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: executable), to: controller)
        }
        try worktree.git.startBisection(bad: badSHA, good: goodSHA)
        try worktree.git.runBisection(
            [controller.path, "bisect-step", "--threshold", String(threshold.value)]
                + (threshold.higherIsWorse ? ["--higher-is-worse"] : []) + ["--steps-file", record.file.path]
                + steps.stepArguments,
            log: steps.log("git-bisect-run"), interruption: interruption)

        let log = worktree.git.bisectionLog
        guard let first = BisectResult.firstBadCommit(inLog: log) else {
            throw FrameLabError("git bisect could not name one commit (skipped commits in the way); its log:\n\(log)")
        }
        let values = try record.values()
        let commit = repository.commit(first)
        let parent = commit?.parents.first ?? goodSHA
        return BisectResult(
            firstBadCommit: first, subject: commit?.subject ?? "", metric: measurement.metric,
            change: values[parent].flatMap { before in values[first].map { (before, $0) } }, commits: commits,
            steps: values.count - 2, seconds: (clock.now - started) / .seconds(1))
    }

    /// The endpoint `sha`'s measurement by `measurement`, checked out in `worktree`, said on
    /// `progress`; an error naming the endpoint (`--good`, `--bad`) when it cannot be measured.
    private func measureEndpoint(
        _ name: String, _ sha: String, by measurement: BisectMeasurement, in worktree: BisectWorktree,
        _ interruption: RunInterruption, _ progress: (String) -> Void
    ) throws(FrameLabError) -> BisectMeasurement.Measured {
        try worktree.git.checkOut(sha)
        guard
            let measured = try measurement.measure(
                in: worktree.folder, commit: sha, interruption: interruption, progress: progress)
        else { throw FrameLabError("the \(name) commit \(sha.prefix(7)) cannot be measured") }
        progress(
            "\(name) \(sha.prefix(7)): \(measurement.metric) = \(Quantity(metric: measurement.metric).description(measured.value))"
        )
        return measured
    }
}
