import Foundation
import LabSupport
import RunRecords
import Testing

@Suite("environment.txt, read back")
struct RunEnvironmentTextTests {
    private static let environment = RunEnvironment(
        processor: "AMD EPYC, family 26 model 2", cores: 2, runner: "amd-epyc-2-cores", memoryBytes: 25_125_212_160,
        operatingSystem: "Debian GNU/Linux 12 (bookworm), Linux 6.1", swiftVersion: "Swift version 6.3.1",
        valgrindVersion: "valgrind-3.19.0", gitCommit: "abc1234", hasUncommittedChanges: true,
        buildFlags: "swift build -c release", commandLine: ["framelab", "run", "--scenario", "it's mine.json", "a b"],
        date: Date(timeIntervalSince1970: 1_795_403_700),
        activity: SystemActivity(loadAverage: 1.25, stealPercent: 0.5))

    @Test("What environment.txt writes reads back as the same environment")
    func roundTrip() throws {
        let text = Self.environment.text
        #expect(try RunEnvironment(text: text, path: "environment.txt") == Self.environment)
    }

    @Test("An older file without the runner, valgrind or activity lines still reads, those unknown")
    func olderFile() throws {
        let text = Self.environment.text.split(separator: "\n")
            .filter { line in
                !["runner:", "valgrind:", "load average:", "steal percent:"].contains { line.hasPrefix($0) }
            }
            .map { $0.hasPrefix("memory:") ? "memory: 23.4 GiB" : String($0) }
            .joined(separator: "\n")
        let environment = try RunEnvironment(text: text, path: "environment.txt")
        #expect(environment.runner == "amd-epyc-family-26-model-2-2-cores")
        #expect(environment.valgrindVersion == nil)
        #expect(environment.activity == nil)
        #expect(environment.memoryBytes == UInt64(23.4 * Double(1 << 30)))
        #expect(environment.gitCommit == "abc1234" && environment.hasUncommittedChanges)
    }

    @Test("A missing line or a bad value is an error naming the file and the field")
    func badFiles() {
        let text = Self.environment.text
        for (broken, message) in [
            (
                text.replacingOccurrences(of: "cores: 2", with: "cores: two"),
                "environment.txt: cores \"two\" is not a positive whole number"
            ),
            (text.replacingOccurrences(of: "git: abc1234-dirty\n", with: ""), "environment.txt: no `git:` line"),
            (text + "no colon here\n", "environment.txt: \"no colon here\" is not a `name: value` line"),
            (
                text.replacingOccurrences(of: "date: 2026", with: "date: yesterday 2026"),
                "environment.txt: date \"yesterday 2026-11-23T03:15:00Z\" is not an ISO 8601 date"
            ),
        ] {
            #expect(throws: FrameLabError(message)) { try RunEnvironment(text: broken, path: "environment.txt") }
        }
    }
}
