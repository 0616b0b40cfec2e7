import Foundation

extension FrameLabError {
    /// Runs `body`, turning any error it throws into one that names `path`:
    /// `results/runs: Permission denied`.
    package static func attempt(at path: URL, _ body: () throws -> Void) throws(FrameLabError) {
        do {
            try body()
        } catch {
            throw FrameLabError("\(path.path): \(error.reason)")
        }
    }
}
