import ArgumentParser
import Foundation
import FrameLab

extension LabRun {
    /// Plays the run as the command line does, and writes its run folder in `resultsDirectory`.
    ///
    /// Before any worker starts, it refuses a job, or a scenario's workers together, that would
    /// need more memory than the machine has and a results folder that cannot be written. It reports progress on standard error.
    /// On SIGINT or SIGTERM `interruption` kills the workers and exits, writing nothing.
    func playAndWriteRunFolder(
        to resultsDirectory: URL, buildFlags: String, runner: String? = nil, interruption: RunInterruption
    ) throws
        -> (folder: URL, results: LabResults)
    {
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
        let results = run(interruption: interruption, progress: printProgress)
        let folder = try interruption.writeRunFolder {
            try RunFolder.write(
                results: results, environment: .current(buildFlags: buildFlags, runner: runner), to: resultsDirectory)
        }
        return (folder, results)
    }

    /// This executable in worker mode, misbehaving as `fault` says (`IMPLEMENTATION:FAULT`) if given.
    static func workerCommand(fault: String? = nil) throws -> [String] {
        guard let executable = Bundle.main.executablePath else {
            throw ValidationError("cannot find the framelab executable to start workers with")
        }
        return [executable, "worker"] + (fault.map { ["--inject-fault", $0] } ?? [])
    }
}

/// Prints a progress line on standard error.
let printProgress: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
