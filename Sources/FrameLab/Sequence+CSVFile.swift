import CSV
import Foundation

extension Sequence where Element: CSVRecord {
    /// Writes the elements to a new file at `url`, replacing any file there, as ``csvText()``
    /// prints them: the header, then one CRLF-terminated record per element. The records stream
    /// to the file as they are written; an error names the file.
    public func writeCSV(to url: URL) throws(FrameLabError) {
        let file = try FileOutputBuffer(creating: url)
        do {
            let writer = try CSVWriter(stream: file, newline: .crlf)
            try writer.write(row: Element.csvHeader)
            for record in self {
                try writer.write(row: record.csvFields)
            }
            // The writer separates records rather than ending them; the last one ends here.
            let newline = Array(writer.configuration.newline.utf8)
            _ = file.write(newline, maxLength: newline.count)
        } catch {
            try file.finish()  // throws the file's own reason when the writer failed to write
            throw FrameLabError("\(url.path): \(error.reason)")
        }
        try file.finish()
    }
}
