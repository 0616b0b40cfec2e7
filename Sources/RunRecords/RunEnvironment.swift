import Foundation
import LabSupport

/// The machine, toolchain and source a run measured on: `environment.txt`, and the line under the
/// report's title.
package struct RunEnvironment: Hashable, Sendable {
    /// The processor's model name.
    package var processor: String
    /// The processor cores the run could use.
    package var cores: Int
    /// The runner's name, whose timing baseline the gate uses (``Runner``).
    package var runner: String
    /// The physical memory, in bytes.
    package var memoryBytes: UInt64
    /// The operating system's name and version, and the kernel's release.
    package var operatingSystem: String
    /// The first line of `swift --version`, or `nil` when it could not be run.
    package var swiftVersion: String?
    /// The first line of `valgrind --version` (the gate's instruction counts depend on it), or
    /// `nil` when it could not be run.
    package var valgrindVersion: String?
    /// The abbreviated hash of the commit checked out, or `nil` outside a git repository.
    package var gitCommit: String?
    /// Whether the working tree differed from the commit.
    package var hasUncommittedChanges: Bool
    /// The flags the lab was built with.
    package var buildFlags: String
    /// The command that started the run, its arguments one per element, passwords masked
    /// (``Swift/String/passwordsMasked``).
    package var commandLine: [String]
    /// When the run started.
    package var date: Date
    /// The machine's load and steal while the run measured, or `nil` where `/proc` does not tell.
    package var activity: SystemActivity?
    /// The branch or ref measured, and whether it is a pull request's merge commit.
    package var reference: RunReference

    /// Creates an environment; see the properties for what each is.
    package init(
        processor: String, cores: Int, runner: String, memoryBytes: UInt64, operatingSystem: String,
        swiftVersion: String?, valgrindVersion: String? = nil,
        gitCommit: String?, hasUncommittedChanges: Bool, buildFlags: String, commandLine: [String], date: Date,
        activity: SystemActivity? = nil, reference: RunReference = RunReference()
    ) {
        self.processor = processor
        self.cores = cores
        self.runner = runner
        self.memoryBytes = memoryBytes
        self.operatingSystem = operatingSystem
        self.swiftVersion = swiftVersion
        self.valgrindVersion = valgrindVersion
        self.gitCommit = gitCommit
        self.hasUncommittedChanges = hasUncommittedChanges
        self.buildFlags = buildFlags
        self.commandLine = commandLine.map(\.passwordsMasked)
        self.date = date
        self.activity = activity
        self.reference = reference
    }

    /// The commit and whether the tree was clean: `1a2b3c4`, `1a2b3c4-dirty`, or `unknown`.
    package var gitRevision: String {
        guard let gitCommit else { return "unknown" }
        return hasUncommittedChanges ? "\(gitCommit)-dirty" : gitCommit
    }

    /// The command line as a POSIX shell reads it back.
    package var commandLineText: String {
        commandLine.map(\.shellQuoted).joined(separator: " ")
    }

    /// The contents of `environment.txt`: one `name: value` line each.
    package var text: String {
        [
            ("cpu", processor),
            ("cores", String(cores)),
            ("runner", runner),
            ("memory", memoryText),
            ("os", operatingSystem),
            ("swift", swiftVersion ?? "unknown"),
            ("valgrind", valgrindVersion ?? "unknown"),
            ("git", gitRevision),
            ("build flags", buildFlags),
            ("command line", commandLineText),
            ("date", date.ISO8601Format()),
            ("load average", activity.map { String($0.loadAverage) } ?? "unknown"),
            ("steal percent", activity.map { String($0.stealPercent) } ?? "unknown"),
            ("ref", reference.ref ?? "unknown"),
            ("pull request base", reference.pullRequestBase ?? "none"),
        ]
        .map { "\($0): \($1)\n" }
        .joined()
    }

    /// The machine, toolchain and source in one line, for the report's header.
    package var summaryLine: String {
        [
            processor, "\(cores) cores", memoryDescription, operatingSystem, swiftVersion ?? "Swift unknown",
            "git \(gitRevision)", "flags: \(buildFlags)",
        ]
        .joined(separator: " · ")
    }

    /// The memory in GiB, to one decimal.
    private var memoryDescription: String {
        String(format: "%.1f GiB", Double(memoryBytes) / Double(1 << 30))
    }

    /// The memory as `environment.txt` writes it: in GiB, then exactly.
    var memoryText: String { "\(memoryDescription) (\(memoryBytes) bytes)" }
}

extension String {
    /// The argument as a POSIX shell reads it back: as is when it is plain, else in single quotes.
    fileprivate var shellQuoted: String {
        let plain = !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
        return plain ? self : "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
