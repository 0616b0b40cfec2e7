import Foundation
import LabCatalog
import LabProcesses
import LabStatistics
import RunRecords
import StrictJSON

/// A run of the frame lab: its jobs, each played by a worker process of its own, the workers of
/// a scenario in turns, one scenario at a time for timings or several at once for
/// verification, with progress on the terminal.
package struct LabRun {
    /// The jobs, in the order they run.
    package var jobs: [LabJob]
    /// The command that starts a worker: the executable and `worker`.
    package var workerCommand: [String]
    /// How long one worker may run, in seconds.
    package var timeout: Double
    /// How many scenario groups run at once (1 for timing runs).
    package var parallelJobs: Int
    /// The folder the run measures: its workers run there, and its run folder names the commit
    /// checked out there. This process's current folder when `nil`.
    package var directory: URL?

    /// Creates a run; see the properties.
    package init(jobs: [LabJob], workerCommand: [String], timeout: Double, parallelJobs: Int) {
        self.jobs = jobs
        self.workerCommand = workerCommand
        self.timeout = timeout
        self.parallelJobs = parallelJobs
    }

    /// The jobs of `scenarios` on `implementations`: each scenario at each of its item counts
    /// (`itemCountOverride` replacing them where the layout has one section, counts above
    /// `maximumItems` dropped), full interpolation also on the C peer and the memcpy bound, each
    /// at `refreshRates`.
    ///
    /// Item counts above `largeItems` are large: every frame there waits a large fraction of a
    /// second for the reference mirror, so those jobs make `largeRepetitions` measured runs, and
    /// the reference is not timed there (it still verifies every frame of the others), nor any
    /// implementation missing from `largeImplementations`, if given.
    package static func jobs(
        scenarios: [(reference: String, scenario: Scenario)], implementations: [LabImplementation],
        itemCountOverride: Int?, maximumItems: Int?, repetitions: Int, warmUps: Int,
        largeItems: Int = .max, largeRepetitions: Int = 1, largeImplementations: Set<LabImplementation>? = nil,
        refreshRates: [Int] = LabWorker.refreshRates, mirrorsReference: Bool = true
    ) -> [LabJob] {
        scenarios.flatMap { reference, scenario in
            var itemCounts = scenario.effectiveItemCounts
            if let itemCountOverride, scenario.layout.spec(for: .list).sections.count == 1 {
                itemCounts = [itemCountOverride]
            }
            if let maximumItems {
                itemCounts = itemCounts.filter { $0 <= maximumItems }
            }
            let allElements = scenario.phases.contains {
                if case .transition(_, _, _, _, .allElements) = $0 { true } else { false }
            }
            let measured = implementations.filter { allElements || !$0.isFullInterpolationPeer }
            return itemCounts.flatMap { items in
                let isLarge = items > largeItems
                let timed = measured.filter {
                    !isLarge || ($0 != .reference && largeImplementations?.contains($0) ?? true)
                }
                return timed.map { implementation in
                    LabJob(
                        scenario: scenario, scenarioReference: reference, implementation: implementation, items: items,
                        repetitions: isLarge ? largeRepetitions : repetitions, warmUps: warmUps,
                        refreshRates: refreshRates, mirrorsReference: mirrorsReference)
                }
            }
        }
    }

    /// The jobs grouped by scenario and item count, in the order they first appear: the workers
    /// of a group are alive together and play in turns.
    package var scenarioGroups: [[LabJob]] {
        var groups: [[LabJob]] = []
        var groupIndex: [String: Int] = [:]
        for job in jobs {
            let key = "\(job.scenarioReference)\u{0}\(job.items)"
            if let index = groupIndex[key] {
                groups[index].append(job)
            } else {
                groupIndex[key] = groups.count
                groups.append([job])
            }
        }
        return groups
    }

    /// Runs every job; reports progress through `progress`, a line per scenario group and per
    /// job. `interruption`, if given, kills the workers running when the run is interrupted.
    ///
    /// The workers of one scenario and item count start together and stay alive for the whole
    /// scenario, one at a time busy: at each refresh rate, repetition by repetition, each plays
    /// one repetition in an order shuffled anew for every repetition (by a generator seeded with
    /// the group's place, the same in every run), so that a noisy neighbour slows both sides of a
    /// ratio alike and no implementation always runs just after another. Groups run one at a
    /// time, or `parallelJobs` at once.
    package func run(interruption: RunInterruption? = nil, progress: @escaping @Sendable (String) -> Void)
        -> LabResults
    {
        // A worker that died must fail its write, not end the driver.
        signal(SIGPIPE, SIG_IGN)
        let start = Date()
        let results = LockedResults(count: jobs.count)
        let slots = DispatchSemaphore(value: max(1, parallelJobs))
        let group = DispatchGroup()
        let jobIndices = Dictionary(jobs.enumerated().map { ($1, $0) }) { first, _ in first }
        let jobCount = jobs.count
        let label = { @Sendable (index: Int) in
            "[\(String(index + 1).leftPadded(to: String(jobCount).count))/\(jobCount)]"
        }
        for (groupIndex, scenarioJobs) in scenarioGroups.enumerated() {
            slots.wait()
            let first = scenarioJobs[0]
            let names = scenarioJobs.map(\.implementation.rawValue).joined(separator: ", ")
            progress("\(Self.elapsed(since: start)) \(first.scenario.name) · N = \(first.items): \(names) …")
            let (workerCommand, timeout, directory) = (workerCommand, timeout, directory)
            DispatchQueue.global().async(group: group) {
                let workers = scenarioJobs.map {
                    WorkerProcess(
                        job: $0, command: workerCommand, directory: directory, timeout: timeout,
                        interruption: interruption)
                }
                var order = SplitMix64(seed: 0x5EED_0000 + UInt64(groupIndex))
                let refreshRates = scenarioJobs.flatMap(\.refreshRates).reduce(into: [Int]()) { rates, rate in
                    if !rates.contains(rate) { rates.append(rate) }
                }
                for refreshRate in refreshRates {
                    for repetition in 0..<(scenarioJobs.map(\.repetitions).max() ?? 0) {
                        let turns = workers.filter {
                            $0.failure == nil && repetition < $0.job.repetitions
                                && $0.job.refreshRates.contains(refreshRate)
                        }
                        for worker in turns.shuffled(using: &order) {
                            worker.play(RepetitionRequest(refreshRate: refreshRate, repetition: repetition))
                        }
                    }
                }
                for worker in workers {
                    let result = worker.finish()
                    let index = jobIndices[worker.job]!
                    let description = worker.job.label
                    switch result {
                    case .success(let sent):
                        progress(
                            "\(label(index)) \(Self.elapsed(since: start)) done: \(sent.records.count) frames, \(description)"
                        )
                    case .failure(let failure):
                        progress(
                            "\(label(index)) \(Self.elapsed(since: start)) FAILED: \(description): \(failure.reason)")
                    }
                    results.store(result, at: index)
                }
                slots.signal()
            }
        }
        group.wait()
        progress("all \(jobs.count) workers done in \(Self.elapsed(since: start))")
        return results.collected()
    }

    private static func elapsed(since start: Date) -> String {
        let seconds = Int(Date().timeIntervalSince(start))
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}
