import Foundation
import LabSupport

extension Sequence where Element: CSVRecord {
    /// Writes the elements to a new file at `url`, replacing any file there, as ``csvText()``
    /// prints them: the header, then one CRLF-terminated record per element. The records stream
    /// to the file as they are written; an error names the file.
    package func writeCSV(to url: URL) throws(FrameLabError) {
        let file: FileHandle
        do {
            try Data().write(to: url)
            file = try FileHandle(forWritingTo: url)
        } catch {
            throw FrameLabError("\(url.path): \(error.reason)")
        }
        do {
            try writeCSV(to: file)
            try file.close()
        } catch {
            try? file.close()
            throw FrameLabError("\(url.path): \(error.reason)")
        }
    }

    /// Writes the table of ``csvText()`` to the standard output as it is made; an error (a
    /// closed pipe, a full disk) says so.
    package func writeCSVToStandardOutput() throws(FrameLabError) {
        do {
            try writeCSV(to: FileHandle.standardOutput)
        } catch {
            throw FrameLabError("standard output: \(error.reason)")
        }
    }

    private func writeCSV(to file: FileHandle) throws {
        try forEachCSVBlock { block in
            try file.write(contentsOf: Data(block))
        }
    }
}
