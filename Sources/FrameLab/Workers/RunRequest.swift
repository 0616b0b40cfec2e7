import Foundation
import LabProcesses
import LabSupport
import RunRecords
import StrictJSON

/// What `framelab run` is asked to play: which scenarios on which implementations, at which item
/// counts and how many times, as a ``LabRun`` of one worker per job whose run folder it writes.
package struct RunRequest: Sendable {
    /// Default scenarios' names or scenario files; every default scenario when empty.
    package var scenarios: [String] = []
    /// The implementations measured; every one when empty (`c` and `memcpy` only play full
    /// interpolation).
    package var implementations: [LabImplementation] = []
    /// The item count of single-section scenarios, instead of their own.
    package var items: Int?
    /// Item counts above this are skipped.
    package var maximumItems: Int?
    /// Measured runs of each scenario per refresh rate.
    package var repetitions = 3
    /// Item counts above this are large: the reference is not timed there (it still verifies
    /// every frame), nor the cached peer unless ``implementations`` names it, and jobs make
    /// ``largeRepetitions`` measured runs.
    package var largeItems = 100_000
    /// Measured runs per refresh rate of the jobs above ``largeItems``.
    package var largeRepetitions = 1
    /// Unmeasured runs before the measured ones.
    package var warmUps = 1
    /// Seconds a worker may be busy before it is killed and reported.
    package var timeout = 300.0
    /// Whether every frame is only checked against the reference: one run each, no warm-up.
    package var verifiesOnly = false
    /// Scenarios whose workers run at once (more than one only to verify).
    package var parallelScenarios = 1
    /// `IMPLEMENTATION:FAULT`: every worker of that implementation misbehaves (for tests).
    package var workerFault: String?

    /// A request with the defaults; set the properties to change them.
    package init() {}

    /// The run, its workers started as `executable worker …`. Throws for a scenario that cannot be
    /// read, or when no scenario has an item count within ``maximumItems``.
    package func labRun(executable: String) throws(FrameLabError) -> LabRun {
        let references = scenarios.isEmpty ? Scenario.defaults.map(\.name) : scenarios
        var resolved: [(reference: String, scenario: Scenario)] = []
        for reference in references {
            do {
                resolved.append((reference, try Scenario.resolve(reference)))
            } catch {
                throw FrameLabError(error.description)
            }
        }
        let jobs = LabRun.jobs(
            scenarios: resolved,
            implementations: implementations.isEmpty ? LabImplementation.allCases : implementations,
            itemCountOverride: items, maximumItems: maximumItems, repetitions: verifiesOnly ? 1 : repetitions,
            warmUps: verifiesOnly ? 0 : warmUps, largeItems: largeItems,
            largeRepetitions: verifiesOnly ? 1 : largeRepetitions,
            // By default the cached peer is not timed at large counts either: its own O(n)
            // preparation and the mirror make a worker there last minutes.
            largeImplementations: implementations.isEmpty
                ? Set(LabImplementation.allCases).subtracting([.reference, .cached]) : nil)
        guard !jobs.isEmpty else {
            throw FrameLabError("nothing to run: no scenario has an item count within --max-items")
        }
        return LabRun(
            jobs: jobs, workerCommand: LabRun.workerCommand(executable: executable, fault: workerFault),
            timeout: timeout, parallelJobs: jobs.count > 1 ? parallelScenarios : 1)
    }

    /// Plays the run with `executable`'s workers and writes its run folder in `resultsDirectory`
    /// (``LabRun/playAndWriteRunFolder(to:buildFlags:runner:interruption:progress:trends:)``).
    package func play(
        executable: String, to resultsDirectory: URL, buildFlags: String, interruption: RunInterruption,
        progress: @escaping @Sendable (String) -> Void,
        trends: ([FrameSummary], RunEnvironment) -> [RunTrend] = { _, _ in [] }
    ) throws -> RunOutcome {
        let played = try labRun(executable: executable).playAndWriteRunFolder(
            to: resultsDirectory, buildFlags: buildFlags, interruption: interruption, progress: progress,
            trends: trends)
        return RunOutcome(folder: played.folder, results: played.results, environment: played.environment)
    }
}
