import Foundation
import LabHistory
import LabSupport
import TestSupport
import Testing

@Suite("Acknowledging a change")
struct AcknowledgementRecordingTests {
    func acknowledgement(metric: String = "p50_ms", scenario: String? = nil) -> Acknowledgement {
        Acknowledgement(
            commitSHA: String(repeating: "a", count: 40), metric: metric, scenario: scenario, note: "intended",
            date: Date(timeIntervalSince1970: 1_900_000_000))
    }

    @Test("An empty history, an unknown metric or scenario is refused, naming it; a known change is recorded")
    func validation() throws {
        try withTemporaryDirectory { folder in
            let location = HistoryLocation.sqlite(path: folder.appending(path: "history.sqlite").path)
            #expect(throws: FrameLabError("no run is recorded in \(location) yet: nothing to acknowledge")) {
                try acknowledgement().record(in: location)
            }
            _ = try HistoryStore(location).record(.sample(name: "a", rows: 1))
            #expect(
                throws: FrameLabError(
                    "unknown metric \"p5O_ms\": the history has over_budget, p50_ms, speedup_vs_reference, worst_frame_ms"
                )
            ) { try acknowledgement(metric: "p5O_ms").record(in: location) }
            #expect(throws: FrameLabError("unknown scenario \"scale\": the history has switch-list-to-grid")) {
                try acknowledgement(scenario: "scale").record(in: location)
            }
            try acknowledgement(scenario: "switch-list-to-grid").record(in: location)
            #expect(try HistoryStore(location).acknowledgements().map(\.scenario) == ["switch-list-to-grid"])
        }
    }
}
