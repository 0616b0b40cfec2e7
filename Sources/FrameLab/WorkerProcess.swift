import Foundation

/// A worker process the driver started: `framelab worker …` with the job's arguments. It
/// collects the worker's standard output and error, kills it past a timeout, and turns what it
/// sent into frame records, or into a failure that says what went wrong.
struct WorkerProcess {
    /// What the worker was asked to do.
    let job: LabJob
    /// The executable to run, and the arguments before the job's own.
    let command: [String]
    /// How long the worker may run, in seconds.
    let timeout: Double
    /// What kills the worker if the run is interrupted, if anything.
    let interruption: RunInterruption?

    /// Runs the worker to its end; what it sent, or why it failed.
    func run() -> Result<LabResults, WorkerFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + job.workerArguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            if let interruption {
                try interruption.start(process)
            } else {
                try process.run()
            }
        } catch {
            return .failure(failure("could not start \(command[0]): \(error.localizedDescription)", errors: Data()))
        }
        defer { interruption?.workerDidExit(process) }
        // Drain both pipes while the worker runs, so it never blocks on a full pipe.
        let outputData = Self.readToEnd(output.fileHandleForReading)
        let errorData = Self.readToEnd(errors.fileHandleForReading)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return .failure(failure("timed out after \(timeout.compactDescription) s and was killed", errors: errorData.value))
        }
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            return .failure(failure("killed by signal \(status) (\(Self.signalName(status)))", errors: errorData.value))
        }
        if status != 0 {
            return .failure(failure("exited with status \(status)", errors: errorData.value))
        }
        return parse(outputData.value, errors: errorData.value)
    }

    /// The worker's lines as its footprint and frame records; any line that is not a message, or
    /// an end without the finishing message or with a different frame count, is a failure.
    private func parse(_ data: Data, errors: Data) -> Result<LabResults, WorkerFailure> {
        var records: [FrameRecord] = []
        var footprints: [LayoutFootprint] = []
        let decoder = JSONDecoder()
        let lines = data.split(separator: UInt8(ascii: "\n"))
        for (number, line) in lines.enumerated() {
            guard let message = try? decoder.decode(WorkerMessage.self, from: Data(line)) else {
                let text = String(decoding: line.prefix(80), as: UTF8.self)
                return .failure(failure("sent garbage on line \(number + 1): \(text.debugDescription)", errors: errors))
            }
            switch message {
            case .footprint(let footprint):
                footprints.append(footprint)
            case .frame(let record):
                records.append(record)
            case .finished(let frames):
                guard number == lines.count - 1 else {
                    return .failure(failure("sent \(lines.count - 1 - number) lines after finishing", errors: errors))
                }
                guard frames == records.count else {
                    return .failure(failure("said it sent \(frames) frames but sent \(records.count)", errors: errors))
                }
                return .success(LabResults(records: records, footprints: footprints))
            }
        }
        return .failure(failure("ended without finishing, after \(records.count) frames", errors: errors))
    }

    private func failure(_ reason: String, errors: Data) -> WorkerFailure {
        let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        return WorkerFailure(
            scenario: job.scenario.name, implementation: job.implementation.rawValue, items: job.items, reason: reason,
            standardErrorTail: lines.suffix(10).joined(separator: "\n"))
    }

    /// Reads `handle` to its end on another thread; `value` waits for it.
    private static func readToEnd(_ handle: FileHandle) -> PendingData {
        let pending = PendingData()
        DispatchQueue.global().async {
            pending.finish(handle.readDataToEndOfFile())
        }
        return pending
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGABRT: "SIGABRT"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }
}

/// Data another thread is still reading.
private final class PendingData: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var data = Data()

    func finish(_ data: Data) {
        self.data = data
        ready.signal()
    }

    /// The data, once read to the end.
    var value: Data {
        ready.wait()
        ready.signal()
        return data
    }
}
