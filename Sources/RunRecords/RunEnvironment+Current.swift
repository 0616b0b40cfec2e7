import Foundation
import LabProcesses

extension RunEnvironment {
    /// The environment of this process, now: the processor from `/proc/cpuinfo`, the system
    /// from `/etc/os-release` and the kernel release, `swift --version`, and the git commit of
    /// `repository` (the current folder's unless given); the runner is `runner`, or the one
    /// ``Runner`` derives when `nil`. What cannot be found is reported as unknown rather than thrown.
    package static func current(
        buildFlags: String, runner: String? = nil, commandLine: [String] = CommandLine.arguments,
        activity: SystemActivity? = nil, repository: Git = Git()
    ) -> RunEnvironment {
        let processInfo = ProcessInfo.processInfo
        let processor = currentProcessor
        let systemName = contents(of: "/etc/os-release").flatMap { value(of: "PRETTY_NAME", in: $0, separator: "=") }
        let kernelRelease = contents(of: "/proc/sys/kernel/osrelease")?.trimmingCharacters(in: .whitespacesAndNewlines)
        let operatingSystem =
            [systemName, kernelRelease.map { "Linux \($0)" }].compactMap { $0 }.joined(separator: ", ")
        return RunEnvironment(
            processor: processor,
            cores: processInfo.activeProcessorCount,
            runner: runner ?? (try? Runner.current(explicit: nil))
                ?? Runner.derivedName(processor: processor, cores: processInfo.activeProcessorCount),
            memoryBytes: processInfo.physicalMemory,
            operatingSystem: operatingSystem.isEmpty ? processInfo.operatingSystemVersionString : operatingSystem,
            swiftVersion: firstLine(of: ["swift", "--version"]),
            valgrindVersion: firstLine(of: ["valgrind", "--version"]),
            gitCommit: repository.abbreviatedHead,
            hasUncommittedChanges: repository.hasUncommittedChanges ?? false,
            // environment.txt keeps a line trimmed: recorded and read back, the flags must agree.
            buildFlags: buildFlags.trimmingCharacters(in: .whitespaces),
            commandLine: commandLine,
            date: Date(),
            activity: activity,
            reference: .current(environment: processInfo.environment, repository: repository))
    }

    /// This machine's processor model, from `/proc/cpuinfo`, or `unknown`; followed by its x86
    /// family and model numbers where the file gives them (`AMD EPYC, family 26 model 2`), since
    /// virtual machines of different generations report the same model name.
    package static var currentProcessor: String {
        guard let cpuinfo = contents(of: "/proc/cpuinfo"),
            let name = value(of: "model name", in: cpuinfo, separator: ":")
        else { return "unknown" }
        guard let family = value(of: "cpu family", in: cpuinfo, separator: ":"),
            let model = value(of: "model", in: cpuinfo, separator: ":")
        else { return name }
        return "\(name), family \(family) model \(model)"
    }

    /// The text of the file at `path`, or `nil` when it cannot be read.
    private static func contents(of path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The value of the first `name` line in `text`, a file of `name<separator>value` lines,
    /// without surrounding spaces or quotes.
    private static func value(of name: String, in text: String, separator: Character) -> String? {
        text.split(separator: "\n").lazy.compactMap { line -> String? in
            let parts = line.split(separator: separator, maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else { return nil }
            return parts[1].trimmingCharacters(in: CharacterSet.whitespaces.union(["\""]))
        }.first
    }

    /// The first line the command `arguments` printed, or `nil` when it could not be run.
    private static func firstLine(of arguments: [String]) -> String? {
        ChildProcess(arguments).output()?.split(separator: "\n").first.map(String.init)
    }
}
