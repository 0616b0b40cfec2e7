import Foundation
import LabHistory
import LabSupport
import Testing

@Suite("The export's JSON lines")
struct RecordedRunJSONLineTests {
    @Test("A run is one line that reads back as the same run")
    func roundTrip() throws {
        let run = RecordedRun.sample(name: "20261125T120000Z-0123456", rows: 5)
        let line = run.jsonLine
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix(#"{"checks":[{"baseline":"128547""#))
        #expect(try RecordedRun(jsonLine: line[...], location: "x.jsonl:1") == run)
    }

    @Test("Blank lines are skipped; a bad line is an error naming its file, line and field")
    func badLines() throws {
        let line = RecordedRun.sample(name: "a").jsonLine
        #expect(try RecordedRun.runs(jsonLines: "\(line)\n\n\(line)\n", path: "h.jsonl").count == 2)
        let withoutName = line.replacingOccurrences(of: #""name":"a","#, with: "")
        #expect(throws: FrameLabError("h.jsonl:3: no name")) {
            try RecordedRun.runs(jsonLines: "\(line)\n\n\(withoutName)\n", path: "h.jsonl")
        }
        let badItems = line.replacingOccurrences(of: #""items":100000"#, with: #""items":"many""#)
        let error = #expect(throws: FrameLabError.self) { try RecordedRun.runs(jsonLines: badItems, path: "h.jsonl") }
        #expect(error?.message.hasPrefix("h.jsonl:1: rows[0].items: ") == true)
    }
}
