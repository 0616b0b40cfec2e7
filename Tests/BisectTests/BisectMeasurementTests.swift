import Bisect
import Foundation
import LabHistory
import LabSupport
import Testing

@Suite("What a bisection measures")
struct BisectMeasurementTests {
    let repository = URL(fileURLWithPath: "/repository")

    func measurement(
        metric: String, scenario: String, items: Int? = nil, measureCommand: String? = nil,
        history: HistoryLocation = .sqlite(path: "/results/history.sqlite")
    ) -> BisectMeasurement {
        BisectMeasurement(
            metric: metric, scenario: scenario, items: items, repetitions: 5, measureCommand: measureCommand,
            history: history, repository: repository)
    }

    @Test("An unknown metric, a scenario that is no workload for a count, or no items are refused by name")
    func validation() {
        #expect(throws: FrameLabError.self) { try measurement(metric: "p5O_ms", scenario: "list-scroll").validate() }
        let workload = #expect(throws: FrameLabError.self) {
            try measurement(metric: "instructions", scenario: "list-scroll").validate()
        }
        #expect(
            workload?.message.hasPrefix("--scenario \"list-scroll\": an instruction metric needs a kernel workload")
                == true)
        #expect(throws: FrameLabError("--items 0: at least 1")) {
            try measurement(metric: "instructions", scenario: "hit-test", items: 0).validate()
        }
        #expect(throws: FrameLabError.self) {
            try measurement(metric: "p50_ms", scenario: "no-such-scenario").validate()
        }
        #expect(throws: Never.self) { try measurement(metric: "p50_ms", scenario: "list-scroll").validate() }
        #expect(throws: Never.self) { try measurement(metric: "instructions", scenario: "hit-test").validate() }
        // A measure command measures what it likes.
        #expect(throws: Never.self) {
            try measurement(metric: "anything", scenario: "anything", measureCommand: "cat value.txt").validate()
        }
    }

    @Test("The steps are told the options as given, the history's path made absolute")
    func stepArguments() {
        let relative = measurement(
            metric: "p50_ms", scenario: "list-scroll", measureCommand: "cat value.txt",
            history: .sqlite(path: "results/history.sqlite"))
        #expect(
            relative.stepArguments == [
                "--scenario", "list-scroll", "--metric", "p50_ms", "--repetitions", "5", "--measure-command",
                "cat value.txt", "--database", FileManager.default.currentDirectoryPath + "/results/history.sqlite",
            ])
        let counted = measurement(metric: "instructions", scenario: "hit-test", items: 500)
        #expect(counted.stepArguments.contains("--items") && counted.stepArguments.contains("500"))
    }
}
