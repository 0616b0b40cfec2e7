import Foundation

extension Sequence where Element: CSVRecord {
    /// Writes the elements to a new file at `url`, replacing any file there, as ``csvText()``
    /// prints them: the header, then one CRLF-terminated record per element. The records stream
    /// to the file as they are written; an error names the file.
    public func writeCSV(to url: URL) throws(FrameLabError) {
        let file = try FileOutputBuffer(creating: url)
        do {
            try writeCSV(to: file)
        } catch {
            try file.finish()  // throws the file's own reason when the writer failed to write
            throw FrameLabError("\(url.path): \(error.reason)")
        }
        try file.finish()
    }
}
