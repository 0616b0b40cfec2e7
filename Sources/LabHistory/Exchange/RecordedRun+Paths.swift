import Foundation
import LabSupport

extension RecordedRun {
    /// The runs at `paths`: each a run folder (`environment.txt`, `summary.csv`, `frames.csv`) or
    /// a file of JSON lines from an export. Every path is read before any run is returned; a bad
    /// one throws, naming it. A password a run folder's `environment.txt` holds (written before the
    /// lab masked them) is masked in the file.
    package static func runs(atPaths paths: [String]) throws(FrameLabError) -> [RecordedRun] {
        var runs: [RecordedRun] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FrameLabError("\(path): no such run folder or export file")
            }
            if isDirectory.boolValue {
                let folder = URL(fileURLWithPath: path, isDirectory: true)
                try maskPasswords(inEnvironmentOf: folder)
                runs.append(try RecordedRun(folder: folder))
            } else {
                let text: String
                do {
                    text = try String(contentsOfFile: path, encoding: .utf8)
                } catch {
                    throw FrameLabError("\(path): \(error.reason)")
                }
                runs += try RecordedRun.runs(jsonLines: text, path: path)
            }
        }
        return runs
    }

    /// Rewrites `folder`'s `environment.txt` (whole) with its passwords masked, if it holds any.
    private static func maskPasswords(inEnvironmentOf folder: URL) throws(FrameLabError) {
        let file = folder.appending(path: "environment.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8), text.passwordsMasked != text else { return }
        try WholeWrite.replaceFile(at: file, with: text.passwordsMasked)
    }
}
