import FrameLab
import LabCatalog
import LabSupport
import RegressionGate
import TestSupport
import Testing

@Suite("Per-function instructions")
struct FunctionInstructionsTests {
    static let subject = CallgrindCount.Subject(.hitTest, items: 10_000)

    @Test func growthListsTheFunctionsThatGrewMostFirst() {
        let baseline = FunctionInstructions(
            subject: Self.subject, inclusive: ["main": 1000, "query": 600, "search": 400, "shrunk": 50])
        let now = FunctionInstructions(
            subject: Self.subject, inclusive: ["main": 1500, "query": 1100, "search": 400, "shrunk": 10, "walk": 300])
        // main encloses everything counted: it grows with anything, and is left out.
        let growth = now.growth(since: baseline, limit: 2)
        #expect(growth.map(\.function) == ["query", "walk"])
        #expect(growth[1].baseline == 0 && growth[1].now == 300)
        #expect(now.growth(since: baseline).count == 2)  // only those that grew
        #expect(now.growth(since: nil, limit: 1).map(\.function) == ["query"])
    }

    @Test func framesBelowTheCountedSectionAreLeftOutByItsTotal() {
        // Start-up frames enclose the section and count a little more; main counts it exactly.
        let frames = ["(below main)": UInt64(1600), "0x000000000001ab70": 1600, "main": 1500]
        let baseline = FunctionInstructions(
            subject: Self.subject, inclusive: frames.mapValues { $0 - 500 }.merging(["query": 600]) { $1 })
        let now = FunctionInstructions(subject: Self.subject, inclusive: frames.merging(["query": 1100]) { $1 })
        #expect(now.growth(since: baseline, total: 1500).map(\.function) == ["query"])
        #expect(now.growth(since: baseline).map(\.function).contains("main"))  // the largest is below main's
    }

    @Test func theBaselineFileReadsBackWhatWasWritten() throws {
        try withTemporaryDirectory { folder in
            let profiles = [
                FunctionInstructions(subject: Self.subject, inclusive: ["LayoutMoment.f<A, B>(at:)": 7, "main": 9]),
                FunctionInstructions(subject: CallgrindCount.Subject(.prepare, items: 1_000_000), inclusive: ["x": 1]),
            ]
            let path = folder.appending(path: "callgrind-functions.csv").path
            try FunctionInstructionsFile.csvText(profiles).write(toFile: path, atomically: true, encoding: .utf8)
            let read = try FunctionInstructionsFile.read(from: path)
            #expect(read[Self.subject] == profiles[0])
            #expect(read.count == 2)
            try "kernel,items,function,inclusive_instructions\r\nhit-test,10000,main,many\r\n".write(
                toFile: path, atomically: true, encoding: .utf8)
            let error = #expect(throws: FrameLabError.self) { try FunctionInstructionsFile.read(from: path) }
            #expect(error?.message.hasPrefix("\(path):2:") == true)
        }
    }
}
