import Foundation
import LabProcesses
import LabSupport
import TestSupport
import Testing

@Suite("Child processes")
struct ChildProcessTests {
    @Test("Standard output and standard error are captured apart, a megabyte each, without stalling")
    func capturesBothStreams() throws {
        var command = ChildProcess([
            "sh", "-c", "head -c 1000000 /dev/zero | tr '\\0' o; head -c 1000000 /dev/zero | tr '\\0' e >&2",
        ])
        command.standardError = .captured
        let outcome = try command.run()
        #expect(outcome.ending == .exit(0))
        #expect(outcome.standardOutput.count == 1_000_000 && outcome.standardOutput.allSatisfy { $0 == "o" })
        #expect(outcome.standardError.count == 1_000_000 && outcome.standardError.allSatisfy { $0 == "e" })
    }

    @Test("It reads its input, runs in its folder with the variables given, and ends as it exits")
    func inputFolderAndEnvironment() throws {
        try withTemporaryDirectory { folder in
            var command = ChildProcess(
                ["sh", "-c", "cat; pwd; echo \"$GREETING\"; exit 3"], in: folder, input: "from input\n")
            command.environment = ["GREETING": "hello"]
            let outcome = try command.run()
            #expect(outcome.ending == .exit(3))
            #expect(!outcome.ending.succeeded)
            let lines = outcome.standardOutput.split(separator: "\n")
            #expect(lines == ["from input", Substring(folder.resolvingSymlinksInPath().path), "hello"])
        }
    }

    @Test("A command gets a TMPDIR of its own, removed when it ends")
    func ownTemporaryFolder() throws {
        let path = try #require(ChildProcess(["sh", "-c", "echo $TMPDIR; touch $TMPDIR/left-behind"]).output())
            .trimmingCharacters(in: .newlines)
        #expect(path.contains("framelab-command-"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A TMPDIR given is where the command's own is made")
    func givenTemporaryFolder() throws {
        try withTemporaryDirectory { folder in
            var command = ChildProcess(["sh", "-c", "echo $TMPDIR"])
            command.environment = ["TMPDIR": folder.path]
            let path = try #require(command.output()).trimmingCharacters(in: .newlines)
            #expect(URL(fileURLWithPath: path).deletingLastPathComponent().path == folder.path)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("A file output is written whole; output() is nil for a failure, a signal or a command not found")
    func fileOutputAndFailures() throws {
        let killed = try ChildProcess(["sh", "-c", "kill -SEGV $$"]).run()
        try withTemporaryDirectory { folder in
            let log = folder.appending(path: "errors.log")
            var command = ChildProcess(["sh", "-c", "echo to-the-log >&2"])
            command.standardError = .file(log)
            let ending = try command.run().ending
            let logged = try String(contentsOf: log, encoding: .utf8)
            #expect(ending.succeeded)
            #expect(logged == "to-the-log\n")
        }
        #expect(ChildProcess(["sh", "-c", "echo partial; exit 1"]).output() == nil)
        #expect(killed.ending == .signal(SIGSEGV))
        #expect(ChildProcess(["framelab-no-such-command"]).output() == nil)
        #expect(ChildProcess(["echo", "fine"]).output() == "fine\n")
    }

    @Test("A folder that does not exist stops the command before it starts, with an error naming it")
    func missingFolder() {
        let missing = URL(fileURLWithPath: "/nonexistent-framelab-folder")
        #expect(throws: FrameLabError.self) { try ChildProcess(["true"], in: missing).run() }
        let notThere = #expect(throws: FrameLabError.self) { try ChildProcess([missing.path + "/tool"]).run() }
        #expect(notThere?.message == "/nonexistent-framelab-folder/tool: cannot run: No such file or directory")
        var command = ChildProcess(["true"])
        command.standardError = .file(missing.appending(path: "log"))
        #expect(throws: FrameLabError("/nonexistent-framelab-folder/log: cannot be created")) { try command.run() }
    }

    @Test(
        "An ending reads as the lab reports it",
        arguments: [
            (ProcessEnding.exit(0), "exited with status 0"), (.exit(2), "exited with status 2"),
            (.signal(SIGSEGV), "killed by signal 11 (SIGSEGV)"), (.signal(SIGKILL), "killed by signal 9 (SIGKILL)"),
            (.signal(40), "killed by signal 40 (signal 40)"),
        ])
    func endingDescription(ending: ProcessEnding, text: String) {
        #expect(ending.description == text)
    }
}
