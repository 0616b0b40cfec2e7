import Foundation
import LabStatistics
import LabSupport
import RunRecords

/// A made-up history shaped like a team's, to measure the history at scale
/// (`framelab history synthesize`, `Scripts/history-scale.sh`): one run per runner and commit,
/// each with a template run's rows (a `make bench` run's, say), its values moved by a few
/// percent of noise per run, times in whole nanoseconds as the lab measures them, and three
/// repetitions of each metric `framelab compare` tests; from the commit at `stepAt` on, the
/// optimized kernel's `p50_ms` in `steppedScenario` is 1.4 times slower, its speedups 1.4 times
/// smaller. Its runs are `make bench` runs or, a half hour after each, gate runs.
package struct SyntheticHistory: Sendable {
    /// The run whose rows every run has.
    package var template: RecordedRun
    /// The commits, oldest first, each with its first parent the one before.
    package var commits: [String]
    /// The runners' names.
    package var runners: [String]
    /// The scenario whose optimized row steps.
    package var steppedScenario: String
    /// The index in `commits` of the first slower commit.
    package var stepAt: Int
    /// The runs' kind.
    package var kind: RecordedRun.Kind

    /// A history of `template`'s rows over `commits` on `runnerCount` runners, runs of `kind`;
    /// see the properties.
    package init(template: RecordedRun, commits: [String], runnerCount: Int, kind: RecordedRun.Kind = .run) {
        self.template = template
        self.commits = commits
        self.kind = kind
        runners = (1...max(1, runnerCount)).map { "synthetic-runner-\($0)" }
        steppedScenario =
            template.rows.first { $0.implementation == LabImplementation.optimized.rawValue }?.scenario ?? ""
        stepAt = commits.count * 3 / 4
    }

    /// `count` made-up commit hashes, oldest first, for a history outside any repository.
    package static func madeUpCommits(_ count: Int) -> [String] {
        var generator = SplitMix64(seed: 48)
        return (0..<count).map { _ in
            String((0..<3).map { _ in String(format: "%016llx", generator.next()) }.joined().prefix(40))
        }
    }

    /// Run `index` (commits × runners, the runners of a commit one after another).
    package func run(_ index: Int) -> RecordedRun {
        let (commitIndex, runnerIndex) = index.quotientAndRemainder(dividingBy: runners.count)
        var generator = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9 &+ (kind == .gate ? 2 : 1))
        var run = template
        let date = Date(
            timeIntervalSince1970: 1_700_000_000 + Double(commitIndex) * 3600 + (kind == .gate ? 1800 : 0)
                + Double(runnerIndex))
        let sha = commits[commitIndex]
        run.kind = kind
        run.name = "\(Self.folderDate(date))-\(sha.prefix(7))"
        run.date = date
        run.commit = RecordedCommit(
            sha: sha, parents: commitIndex > 0 ? [commits[commitIndex - 1]] : [], time: date.addingTimeInterval(-60),
            subject: "Commit \(commitIndex)", isDirty: false, isKnown: true)
        run.runner.name = runners[runnerIndex]
        run.folder = nil
        run.loadAverage = 0.5
        run.stealPercent = 0
        let runNoise = 1 + 0.03 * (generator.nextUnit() - 0.5)
        for rowIndex in run.rows.indices {
            let row = run.rows[rowIndex]
            let isStepped =
                commitIndex >= stepAt && row.scenario == steppedScenario
                && row.implementation == LabImplementation.optimized.rawValue
            let step = isStepped ? 1.4 : 1
            var samples: [String: [Double]] = [:]
            for (name, value) in row.metrics {
                let isTime = name.hasSuffix("_ms") && !name.hasSuffix("_per_s")
                let moved =
                    isTime
                    ? value * runNoise * (name == "p50_ms" ? step : 1)
                    : name.hasPrefix("speedup") ? value / step : value
                run.rows[rowIndex].metrics[name] = isTime ? Self.wholeNanoseconds(moved) : moved
                guard ComparedMetric(rawValue: name) != nil else { continue }
                let repetitions = row.items >= 1_000_000 ? 1 : 3
                samples[name] = (0..<repetitions).map { _ in
                    let sample = moved * (1 + 0.02 * (generator.nextUnit() - 0.5))
                    return isTime ? Self.wholeNanoseconds(sample) : sample
                }
            }
            run.rows[rowIndex].samples = samples
        }
        return run
    }

    /// The number of runs: every runner's run of every commit.
    package var runCount: Int { commits.count * runners.count }

    /// Records every run in `store` that it lacks, a line on `progress` every 1,000 runs; the
    /// number recorded.
    package func record(in store: HistoryStore, progress: (String) -> Void) throws(FrameLabError) -> Int {
        var recorded = 0
        for index in 0..<runCount {
            recorded += try store.record(run(index)) ? 1 : 0
            if (index + 1).isMultiple(of: 1000) || index + 1 == runCount {
                progress("\(index + 1) of \(runCount) synthetic runs")
            }
        }
        return recorded
    }

    /// A time in ms rounded to whole nanoseconds.
    private static func wholeNanoseconds(_ milliseconds: Double) -> Double {
        (milliseconds * 1e6).rounded() / 1e6
    }

    /// A run folder's date: `20261127T120000Z`.
    private static func folderDate(_ date: Date) -> String {
        date.formatted(
            .iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false)
                .timeSeparator(.omitted))
    }
}

extension SplitMix64 {
    /// A number in [0, 1).
    fileprivate mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
