import Foundation
import FrameLab
import LabSupport
import RunRecords
import TestSupport
import Testing

@Suite("What framelab run is asked to play")
struct RunRequestTests {
    @Test(
        "By default every scenario on every implementation; large counts time neither the reference nor the cached peer"
    )
    func defaults() throws {
        let run = try RunRequest().labRun(executable: "/framelab")
        #expect(Set(run.jobs.map(\.scenario.name)) == Set(Scenario.defaults.map(\.name)))
        let large = run.jobs.filter { $0.items > RunRequest().largeItems }
        #expect(!large.isEmpty && large.allSatisfy { ![.reference, .cached].contains($0.implementation) })
        #expect(run.workerCommand == ["/framelab", "worker"])
        #expect(run.parallelJobs == 1)
    }

    @Test("Verification alone plays one run each without warm-up; named implementations are timed at large counts too")
    func verification() throws {
        var request = RunRequest()
        request.scenarios = ["switch-list-to-grid"]
        request.implementations = [.cached, .optimized]
        request.verifiesOnly = true
        request.parallelScenarios = 2
        request.workerFault = "optimized:crash"
        let run = try request.labRun(executable: "/framelab")
        #expect(run.jobs.allSatisfy { $0.repetitions == 1 && $0.warmUps == 0 })
        #expect(run.jobs.contains { $0.items > request.largeItems && $0.implementation == .cached })
        #expect(run.workerCommand == ["/framelab", "worker", "--inject-fault", "optimized:crash"])
        #expect(run.parallelJobs == 2)
    }

    @Test("Nothing within --max-items, or a scenario that cannot be read, is an error")
    func refusals() {
        var request = RunRequest()
        request.maximumItems = 0
        #expect(throws: FrameLabError("nothing to run: no scenario has an item count within --max-items")) {
            try request.labRun(executable: "/framelab")
        }
        request.maximumItems = nil
        request.scenarios = ["no-such-scenario"]
        #expect(throws: FrameLabError.self) { try request.labRun(executable: "/framelab") }
    }

    @Test("The report lists the summaries, each failed worker with its last lines, the report's path and why it failed")
    func report() {
        let records: [FrameRecord] =
            .fixtures(implementation: "reference", workMilliseconds: [4, 4])
            + [.fixture(workMilliseconds: 1), .fixture(frame: 1, workMilliseconds: 1, maximumAbsoluteError: 0.5)]
        let failure = WorkerFailure(
            scenario: "list-scroll", implementation: "scalar", items: 100_000, reason: "killed by signal 11 (SIGSEGV)",
            standardErrorTail: "worker: crashing on purpose")
        let outcome = RunOutcome(
            folder: URL(fileURLWithPath: "/results/runs/1"), results: LabResults(records: records, failures: [failure]),
            environment: HTMLReportTests.environment)
        #expect(!outcome.passed)
        let lines = outcome.report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("FAILED \(failure.label): killed by signal 11 (SIGSEGV)"))
        #expect(lines.contains("    worker: crashing on purpose"))
        #expect(lines.contains("report: /results/runs/1/report.html"))
        #expect(lines.suffix(2) == ["1 workers failed, 1 summaries disagree with the reference", ""])
    }
}
