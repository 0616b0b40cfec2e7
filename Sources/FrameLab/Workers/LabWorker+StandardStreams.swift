import Foundation
import LabSupport

extension LabWorker {
    /// Serves a driver over this process's standard streams, as `framelab worker` does: one
    /// request per line on standard input (`play 60 0`), one JSON message per line on standard
    /// output. A line that is not a request is an error quoting it.
    package func runOverStandardStreams() throws {
        let encoder = JSONEncoder()
        try run(
            nextRequest: {
                guard let line = readLine() else { return nil }
                guard let request = RepetitionRequest(line: Substring(line)) else {
                    throw FrameLabError(
                        "not a request: \(line.debugDescription); expected `play REFRESH_HZ REPETITION`")
                }
                return request
            },
            send: { message in
                var line = try encoder.encode(message)
                line.append(UInt8(ascii: "\n"))
                FileHandle.standardOutput.write(line)
            })
    }
}
