import Foundation
import LabProcesses
import RunRecords

extension LabRun {
    /// Plays the run and writes its run folder in `resultsDirectory`, as `framelab run` and the
    /// gate do.
    ///
    /// Before any worker starts, it refuses a job, or a scenario's workers together, that would
    /// need more memory than the machine has, and a results folder that cannot be written.
    /// `progress` gets a line per scenario and per worker. On SIGINT or SIGTERM `interruption`
    /// kills the workers and exits, writing nothing. `trends` gives the report the rows' earlier
    /// runs (from a history) once the run is measured.
    package func playAndWriteRunFolder(
        to resultsDirectory: URL, buildFlags: String, runner: String? = nil, interruption: RunInterruption,
        progress: @escaping @Sendable (String) -> Void,
        trends: ([FrameSummary], RunEnvironment) -> [RunTrend] = { _, _ in [] }
    ) throws -> (folder: URL, results: LabResults, environment: RunEnvironment) {
        for scenarioJobs in scenarioGroups {
            let estimates = try scenarioJobs.map { job in
                let estimate = MemoryEstimate.worker(playing: job.scenario, items: job.items, on: job.implementation)
                try estimate.requireFits(
                    "a worker playing \(job.scenarioReference) at N = \(job.items) on \(job.implementation.rawValue)")
                return estimate.bytes
            }
            // The workers of a scenario are alive together.
            let job = scenarioJobs[0]
            try MemoryEstimate(bytes: estimates.reduce(0, +)).requireFits(
                "the \(scenarioJobs.count) workers playing \(job.scenarioReference) at N = \(job.items) together")
        }
        try RunFolder.validateWritable(resultsDirectory)
        let start = SystemActivity.Reading.now()
        let results = run(interruption: interruption, progress: progress)
        let activity = start.flatMap { start in SystemActivity.Reading.now().map { SystemActivity(from: start, to: $0) }
        }
        let environment = RunEnvironment.current(
            buildFlags: buildFlags, runner: runner, activity: activity, repository: Git(in: directory))
        let trends = trends(results.summaries, environment)
        let folder = try interruption.writeRunFolder {
            try RunFolder.write(results: results, environment: environment, trends: trends, to: resultsDirectory)
        }
        return (folder, results, environment)
    }

    /// The command that starts a worker: `executable` (a `framelab`) in worker mode, misbehaving
    /// as `fault` says (`IMPLEMENTATION:FAULT`) if given.
    package static func workerCommand(executable: String, fault: String? = nil) -> [String] {
        [executable, "worker"] + (fault.map { ["--inject-fault", $0] } ?? [])
    }
}
