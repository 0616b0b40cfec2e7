import Foundation
import LabSupport

/// The file where a bisection and its steps (separate processes, which `git bisect run` starts)
/// keep what they measured: one line per measured commit, `hash⇥value⇥good|bad`, then for a step
/// `⇥seconds`; the endpoints first, good then bad.
package struct BisectRecord: Sendable {
    /// The file.
    package var file: URL

    /// The record in `file`.
    package init(file: URL) {
        self.file = file
    }

    /// Starts the record with the endpoints' values, replacing anything there.
    package func start(good: (commit: String, value: Double), bad: (commit: String, value: Double))
        throws(FrameLabError)
    {
        let text = "\(good.commit)\t\(good.value)\tgood\n\(bad.commit)\t\(bad.value)\tbad\n"
        try FrameLabError.attempt(at: file) { try text.write(to: file, atomically: true, encoding: .utf8) }
    }

    /// Adds a step's measurement of `commit`: its value, whether it was bad, the seconds it took.
    package func append(commit: String, value: Double, isBad: Bool, seconds: Double) throws(FrameLabError) {
        try FrameLabError.attempt(at: file) {
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("\(commit)\t\(value)\t\(isBad ? "bad" : "good")\t\(seconds)\n".utf8))
        }
    }

    /// The number of the step measuring now: 1 for the first after the endpoints.
    package var nextStep: Int {
        ((try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").count ?? 2) - 1
    }

    /// Each measured commit's value, by full hash.
    package func values() throws(FrameLabError) -> [String: Double] {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FrameLabError("\(file.path): \(error.reason)")
        }
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count >= 2, let value = Double(fields[1]) { values[String(fields[0])] = value }
        }
        return values
    }
}
