import Foundation

/// A file or a folder written whole or not at all: made under a hidden name beside where it goes
/// (`.partial-<name>-<process id>`), then moved into place in one step, so that nobody ever reads
/// it half-written. When anything fails, the partial copy is removed and the error names the path.
package enum WholeWrite {
    /// Runs `write` with a partial URL in `folder` (nothing is there yet), then `place` with the
    /// same URL, which moves what was written to where it goes and returns that; removes the
    /// partial copy when either throws.
    package static func write<Placed>(
        _ name: String, in folder: URL, _ write: (URL) throws(FrameLabError) -> Void,
        place: (URL) throws(FrameLabError) -> Placed
    ) throws(FrameLabError) -> Placed {
        let partial = folder.appending(path: ".partial-\(name)-\(getpid())")
        do {
            try write(partial)
            return try place(partial)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// Replaces the file at `file` with `contents`, making its folder if missing: written whole
    /// beside it, then renamed over it.
    package static func replaceFile(at file: URL, with contents: String) throws(FrameLabError) {
        let folder = file.deletingLastPathComponent()
        try FrameLabError.attempt(at: folder) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try write(file.lastPathComponent, in: folder) { partial throws(FrameLabError) in
            try FrameLabError.attempt(at: file) { try Data(contents.utf8).write(to: partial) }
        } place: { partial throws(FrameLabError) in
            try FrameLabError.attempt(at: file) {
                guard rename(partial.path, file.path) == 0 else {
                    throw FrameLabError(String(cString: strerror(errno)))
                }
            }
        }
    }
}
