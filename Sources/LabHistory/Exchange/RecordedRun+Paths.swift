import Foundation
import LabSupport

extension RecordedRun {
    /// The runs at `paths`: each a run folder (`environment.txt`, `summary.csv`, `frames.csv`) or
    /// a file of JSON lines from an export. Every path is read before any run is returned; a bad
    /// one throws, naming it.
    package static func runs(atPaths paths: [String]) throws(FrameLabError) -> [RecordedRun] {
        var runs: [RecordedRun] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FrameLabError("\(path): no such run folder or export file")
            }
            if isDirectory.boolValue {
                runs.append(try RecordedRun(folder: URL(fileURLWithPath: path, isDirectory: true)))
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
}
