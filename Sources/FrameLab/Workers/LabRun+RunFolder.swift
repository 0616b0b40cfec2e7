import Foundation

extension LabRun {
    /// Plays the run and writes its run folder in `resultsDirectory`, as `framelab run` and the
    /// gate do.
    ///
    /// Before any worker starts, it refuses a job, or a scenario's workers together, that would
    /// need more memory than the machine has, and a results folder that cannot be written.
    /// `progress` gets a line per scenario and per worker. On SIGINT or SIGTERM `interruption`
    /// kills the workers and exits, writing nothing.
    package func playAndWriteRunFolder(
        to resultsDirectory: URL, buildFlags: String, runner: String? = nil, interruption: RunInterruption,
        progress: @escaping @Sendable (String) -> Void
    ) throws -> (folder: URL, results: LabResults) {
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
        let results = run(interruption: interruption, progress: progress)
        let folder = try interruption.writeRunFolder {
            try RunFolder.write(
                results: results, environment: .current(buildFlags: buildFlags, runner: runner), to: resultsDirectory)
        }
        return (folder, results)
    }

    /// The command that starts a worker: `executable` (a `framelab`) in worker mode, misbehaving
    /// as `fault` says (`IMPLEMENTATION:FAULT`) if given.
    package static func workerCommand(executable: String, fault: String? = nil) -> [String] {
        [executable, "worker"] + (fault.map { ["--inject-fault", $0] } ?? [])
    }
}
