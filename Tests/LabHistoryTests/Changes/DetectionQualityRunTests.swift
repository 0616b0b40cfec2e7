import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

@Suite("Detection quality, from the history")
struct DetectionQualityRunTests {
    @Test("A runner without clean runs, too few of them or an unknown metric is refused, naming what is missing")
    func refusals() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            var study = DetectionQualityRun()
            study.runner = "test-runner"
            #expect(throws: FrameLabError("no clean gate runs of runner test-runner in \(location)")) {
                try study.run(in: location, progress: { _ in })
            }
            let store = try HistoryStore(location)
            let commit = String(repeating: "c", count: 40)
            for index in 0..<3 { _ = try store.record(.gateSample(index, commit: commit)) }
            study.metrics = ["p5O_ms"]
            #expect(throws: FrameLabError.self) { try study.run(in: location, progress: { _ in }) }
            study.metrics = ["p50_ms"]
            let tooFew = #expect(throws: FrameLabError.self) { try study.run(in: location, progress: { _ in }) }
            #expect(
                tooFew?.message.hasPrefix("no series of runner test-runner has 20 clean gate runs of cccccccccccc")
                    == true)
        }
    }

    @Test("Enough runs of one commit give a report of both rules, each said as it starts")
    func report() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            let store = try HistoryStore(location)
            let commit = String(repeating: "c", count: 40)
            for index in 0..<24 {
                var run = RecordedRun.gateSample(index, commit: commit)
                run.rows[0].metrics["p50_ms"]! *= RecordedRun.noise(index)
                run.rows[0].samples["p50_ms"] = run.rows[0].samples["p50_ms"]!.map { $0 * RecordedRun.noise(index) }
                _ = try store.record(run)
            }
            var study = DetectionQualityRun()
            study.runner = "test-runner"
            study.metrics = ["p50_ms"]
            study.evaluation.seriesPerStep = 20
            study.evaluation.gateRuns = 10
            var lines: [String] = []
            let report = try study.run(in: location, progress: { lines.append($0) })
            #expect(lines.first?.hasPrefix("noise: 1 series of runner test-runner's gate runs of cccccccccccc") == true)
            #expect(lines.dropFirst().map { $0.hasSuffix(" …") } == [true, true])
            #expect(report.contains("snapshot −30 %"))
        }
    }
}
