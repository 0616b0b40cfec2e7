import Foundation
import LabProcesses

/// A worker process the driver started: `framelab worker …` with the job's arguments, alive for
/// the whole of its scenario so that the driver can alternate it with the scenario's other
/// workers, repetition by repetition. It sends the worker its requests, reads its messages as they
/// come, kills it once it has been busy longer than the timeout, and turns what it sent into frame
/// records, or into a failure that says what went wrong.
final class WorkerProcess {
    /// What the worker was asked to do.
    let job: LabJob
    /// How long the worker may be busy, in seconds: starting, and playing the repetitions
    /// requested (not waiting for the other workers' turns).
    private var remainingSeconds: Double
    private let timeout: Double
    private let interruption: RunInterruption?
    private let process = Process()
    private let exit: ProcessExit
    private let input = Pipe()
    private let lines: LineReader
    private let errors: PendingData
    private var results = LabResults(records: [])
    private var linesRead = 0

    /// Why the worker failed, once it has; it is then dead and plays nothing more.
    private(set) var failure: WorkerFailure?

    /// Starts `command` (the executable and the arguments before the job's own) for `job` in
    /// `directory` (this process's current folder when `nil`) and waits for its footprint;
    /// ``failure`` says when it could not.
    init(job: LabJob, command: [String], directory: URL?, timeout: Double, interruption: RunInterruption?) {
        self.job = job
        self.timeout = timeout
        self.interruption = interruption
        remainingSeconds = timeout
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + job.workerArguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        process.standardInput = input
        exit = ProcessExit(of: process)
        lines = LineReader(output.fileHandleForReading)
        do {
            if let interruption {
                try interruption.start(process)
            } else {
                try process.run()
            }
        } catch {
            errors = PendingData(finished: Data())
            failure = failure("could not start \(command[0]): \(error.localizedDescription)")
            return
        }
        // Drain both pipes while the worker runs, so it never blocks on a full pipe.
        lines.start()
        errors = PendingData(readingToEndOf: errorPipe.fileHandleForReading)
        try? output.fileHandleForWriting.close()
        try? errorPipe.fileHandleForWriting.close()
        _ = receive(until: { if case .footprint = $0 { true } else { false } })
    }

    /// Asks the worker to play `request` and waits for its records; `false` when it failed.
    @discardableResult
    func play(_ request: RepetitionRequest) -> Bool {
        guard failure == nil else { return false }
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((request.line + "\n").utf8))
        } catch {
            fail(reason: nil)
            return false
        }
        let before = results.records.count
        guard case .played(let frames)? = receive(until: { if case .played = $0 { true } else { false } }) else {
            return false
        }
        guard frames == results.records.count - before else {
            fail(reason: "said it played \(frames) frames but sent \(results.records.count - before)")
            return false
        }
        return true
    }

    /// Ends the worker's input, waits for it to finish and exit; what it sent, or why it failed.
    func finish() -> Result<LabResults, WorkerFailure> {
        if failure == nil {
            try? input.fileHandleForWriting.close()
            if case .finished(let frames)? = receive(until: { if case .finished = $0 { true } else { false } }) {
                if frames != results.records.count {
                    fail(reason: "said it sent \(frames) frames but sent \(results.records.count)")
                } else if let line = lines.next(timeout: remainingSeconds), case .line = line {
                    fail(reason: "sent lines after finishing")
                }
            }
        }
        if failure == nil {
            exit.wait()
            interruption?.workerDidExit(process)
            let ending = ProcessEnding(process)
            if !ending.succeeded { failure = failure(ending.description) }
        }
        return failure.map { .failure($0) } ?? .success(results)
    }

    /// Reads messages, keeping frames and footprints, up to the first that `isAwaited` accepts,
    /// which it returns; `nil` after failing the worker (garbage, an early end, a timeout).
    private func receive(until isAwaited: (WorkerMessage) -> Bool) -> WorkerMessage? {
        let decoder = JSONDecoder()
        while true {
            let start = Date()
            let next = lines.next(timeout: remainingSeconds)
            remainingSeconds -= Date().timeIntervalSince(start)
            switch next {
            case nil:
                fail(reason: "timed out after \(timeout.compactDescription) s and was killed")
                return nil
            case .end:
                fail(reason: nil)
                return nil
            case .line(let line):
                linesRead += 1
                guard let message = try? decoder.decode(WorkerMessage.self, from: line) else {
                    let text = String(decoding: line.prefix(80), as: UTF8.self)
                    fail(reason: "sent garbage on line \(linesRead): \(text.debugDescription)")
                    return nil
                }
                switch message {
                case .footprint(let footprint): results.footprints.append(footprint)
                case .frame(let record): results.records.append(record)
                case .played, .finished: break
                }
                if isAwaited(message) { return message }
                if case .finished = message {
                    fail(reason: "finished before it was asked to")
                    return nil
                }
            }
        }
    }

    /// Kills the worker and records why it failed: `reason`, or, when the worker ended on its
    /// own (`nil`), how it ended.
    private func fail(reason: String?) {
        kill(process.processIdentifier, SIGKILL)
        exit.wait()
        interruption?.workerDidExit(process)
        let ending =
            switch ProcessEnding(process) {
            case .signal(SIGKILL), .exit(0): "ended without finishing, after \(results.records.count) frames"
            case let ending: ending.description
            }
        failure = failure(reason ?? ending)
    }

    private func failure(_ reason: String) -> WorkerFailure {
        let lines = String(decoding: errors.value, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: true)
        return WorkerFailure(
            scenario: job.scenario.name, implementation: job.implementation.rawValue, items: job.items, reason: reason,
            standardErrorTail: lines.suffix(10).joined(separator: "\n"))
    }
}
