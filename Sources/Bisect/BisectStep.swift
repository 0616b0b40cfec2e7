import Foundation
import LabProcesses
import LabSupport

/// One step of a bisection, which `git bisect run` starts in the worktree (`framelab
/// bisect-step`): measures the commit checked out there, records its value and says whether it
/// is good or bad, or to skip it when it cannot be measured.
package struct BisectStep: Sendable {
    /// The line between good and bad.
    package var threshold: BisectThreshold
    /// Where the bisection keeps its measurements.
    package var record: BisectRecord
    /// What to measure, and how.
    package var measurement: BisectMeasurement

    /// What a step tells `git bisect run`, as its exit status.
    package enum Verdict: Int32, Sendable {
        /// The commit is good.
        case good = 0
        /// The commit is bad.
        case bad = 1
        /// The commit cannot be measured (it does not build, say): git tries a neighbour.
        case skip = 125
        /// The worktree cannot be read: the bisection stops.
        case abort = 128
    }

    /// A step; see the properties.
    package init(threshold: BisectThreshold, record: BisectRecord, measurement: BisectMeasurement) {
        self.threshold = threshold
        self.record = record
        self.measurement = measurement
    }

    /// Measures the commit checked out in `worktree` and records its value; a line on `progress`
    /// says what it measured and decided. `interruption` kills the build, workers or valgrind.
    package func run(in worktree: URL, interruption: RunInterruption, progress: (String) -> Void)
        throws(FrameLabError) -> Verdict
    {
        let clock = ContinuousClock()
        let started = clock.now
        let git = Git(in: worktree)
        guard let commit = git.commitHash("HEAD") else { return .abort }
        let step = record.nextStep
        guard
            let value = try measurement.measure(
                in: worktree, commit: commit, interruption: interruption, progress: progress)?.value
        else {
            progress("[step \(step)] \(commit.prefix(7)): skipped")
            return .skip
        }
        let isBad = threshold.isBad(value)
        let seconds = (clock.now - started) / .seconds(1)
        try record.append(commit: commit, value: value, isBad: isBad, seconds: seconds)
        let subject = git.commit(commit)?.subject ?? ""
        progress(
            "[step \(step)] \(commit.prefix(7)) \(subject): \(measurement.metric) = "
                + "\(Quantity(metric: measurement.metric).description(value)) → \(isBad ? "bad" : "good") (\(seconds.durationDescription))"
        )
        return isBad ? .bad : .good
    }
}
