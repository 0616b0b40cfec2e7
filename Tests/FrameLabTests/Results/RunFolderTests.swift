import Foundation
import FrameLab
import LabSupport
import RunRecords
import TestSupport
import Testing

@Suite("Run folders")
struct RunFolderTests {
    private let records: [FrameRecord] = .fixtures(workMilliseconds: [1, 2, 3])

    @Test("A run is written whole into runs/<timestamp>-<sha>, and latest points at it")
    func write() throws {
        try withTemporaryDirectory { results in
            let folder = try RunFolder.write(
                results: LabResults(records: records), environment: HTMLReportTests.environment, to: results)
            #expect(folder.lastPathComponent == "20261123T031500Z-abc1234")
            let runs = results.appending(path: "runs")
            #expect(try FileManager.default.contentsOfDirectory(atPath: runs.path) == [folder.lastPathComponent])
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["environment.txt", "frames.csv", "report.html", "summary.csv"])
            let latest = results.appending(path: "latest")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: latest.path)
                    == "runs/20261123T031500Z-abc1234")
            let summary = try String(contentsOf: latest.appending(path: "summary.csv"), encoding: .utf8)
            #expect(summary.hasPrefix("scenario,implementation,items,refresh_hz,frames,"))
            let environment = try String(contentsOf: folder.appending(path: "environment.txt"), encoding: .utf8)
            #expect(environment.contains("git: abc1234-dirty\n"))
            #expect(environment.contains("date: 2026-11-23T03:15:00Z\n"))
        }
    }

    @Test("A second run in the same second gets its own folder, and latest moves to it")
    func sameSecond() throws {
        try withTemporaryDirectory { results in
            let environment = HTMLReportTests.environment
            try RunFolder.write(results: LabResults(records: records), environment: environment, to: results)
            let second = try RunFolder.write(
                results: LabResults(records: records), environment: environment, to: results)
            #expect(second.lastPathComponent == "20261123T031500Z-abc1234-2")
            let latest = try FileManager.default.destinationOfSymbolicLink(
                atPath: results.appending(path: "latest").path)
            #expect(latest == "runs/20261123T031500Z-abc1234-2")
            let entries = try FileManager.default.contentsOfDirectory(atPath: results.path).sorted()
            #expect(entries == ["latest", "runs"])
        }
    }

    @Test("A results folder that cannot be written to is an error naming it, and nothing is written")
    func unwritable() throws {
        try withTemporaryDirectory { directory in
            // Even root cannot make a folder inside a regular file.
            let file = directory.appending(path: "file")
            try Data("x".utf8).write(to: file)
            let results = file.appending(path: "results")
            #expect {
                try RunFolder.validateWritable(results)
            } throws: { error in
                "\(error)".hasPrefix(results.appending(path: "runs").path + ": ")
            }
            #expect(throws: FrameLabError.self) {
                try RunFolder.write(
                    results: LabResults(records: records), environment: HTMLReportTests.environment, to: results)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["file"])
        }
    }
}
