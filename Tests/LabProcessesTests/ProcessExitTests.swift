import Foundation
import LabProcesses
import Testing

@Suite("Process exits")
struct ProcessExitTests {
    @Test("A wait returns once the process has exited, its status set, and again at once when repeated")
    func waitsForTheExit() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sleep 0.2; exit 3"]
        let exit = ProcessExit(of: process)
        try process.run()
        exit.wait()
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit && process.terminationStatus == 3)
        exit.wait()
        #expect(process.terminationStatus == 3)
    }

    @Test("A process killed by a signal is waited for, its signal set")
    func waitsForAKilledProcess() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        let exit = ProcessExit(of: process)
        try process.run()
        kill(process.processIdentifier, SIGKILL)
        exit.wait()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }
}
