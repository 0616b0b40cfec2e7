import Foundation
import FrameLab
import LabProcesses
import LabSupport
import StrictJSON

/// Counts the instructions and simulated cache misses of the optimized kernels with
/// `valgrind --tool=callgrind --cache-sim=yes`: one valgrind process per workload runs
/// `framelab count-instructions`, which brackets the kernel with callgrind client requests, and
/// callgrind collects only in between (`--collect-atstart=no`). It instruments nothing before the
/// workload starts (`--instr-atstart=no`): the process's own start runs at valgrind's bare speed,
/// uncounted either way. The processes run one per core at once: what callgrind counts does not
/// depend on what else runs. The caches it simulates have a fixed geometry (``cacheGeometry``),
/// not the host's, so that every runner counts the same misses.
///
/// The program runs as a copy stripped of its debug information: valgrind 3.19 cannot read the
/// DWARF 5 that Swift writes and refuses the binary, and callgrind needs no symbols to count.
/// Hashing is made deterministic, so that no seed changes the instructions between runs.
package struct CallgrindCounter {
    /// The simulated caches, as callgrind's options: 32 KiB 8-way first-level instruction and
    /// data caches and an 8 MiB 16-way last level, all with 64-byte lines.
    package static let cacheGeometry = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]

    /// The `framelab` executable to count in.
    package var executable: String
    /// The workloads to count, each at its item count.
    package var subjects: [CallgrindCount.Subject]
    /// A regression injected into the kernels, to prove the gate.
    package var regression: InjectedRegression?

    /// A counter of `executable`'s kernels; see the properties.
    package init(executable: String, subjects: [CallgrindCount.Subject], regression: InjectedRegression? = nil) {
        self.executable = executable
        self.subjects = subjects
        self.regression = regression
    }

    /// Counts every subject, one per core at once, reporting each through `progress` as it starts:
    /// its totals, and its functions' inclusive instructions, in the subjects' order. An
    /// `interruption` kills the valgrinds running and removes the stripped copy.
    package func countAll(
        interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void
    ) throws(FrameLabError) -> (counts: [CallgrindCount], functions: [FunctionInstructions]) {
        try interruption.withTemporaryDirectory(named: "framelab-callgrind") { directory throws(FrameLabError) in
            let program = directory.appending(path: "framelab")
            do {
                try FileManager.default.copyItem(at: URL(fileURLWithPath: executable), to: program)
            } catch {
                throw FrameLabError("\(program.path): \(error.reason)")
            }
            try Self.run(
                ["strip", "--strip-debug", program.path], errorFile: directory.appending(path: "strip.err"),
                interruption: interruption)
            let (subjects, regression) = (subjects, regression)
            let measured = try Array(subjects.enumerated()).concurrentMap { index, subject in
                Result { () throws(FrameLabError) in
                    progress("[instructions \(index + 1)/\(subjects.count)] \(subject) …")
                    return try Self.count(
                        subject, in: program, regression: regression, directory: directory, interruption: interruption)
                }
            }.map { result throws(FrameLabError) in try result.get() }
            // One demangler run for every workload's names.
            let mangled = Array(Set(measured.flatMap(\.functions.keys))).sorted()
            let names = Dictionary(uniqueKeysWithValues: zip(mangled, FunctionInstructions.demangled(mangled)))
            return (
                measured.map(\.count),
                measured.map { count, functions in
                    FunctionInstructions(
                        subject: count.subject,
                        inclusive: Dictionary(functions.map { (names[$0.key]!, $0.value) }, uniquingKeysWith: max))
                }
            )
        }
    }

    /// Counts `subject` in `program` under valgrind, its files in `directory`: its totals, and
    /// its functions' inclusive instructions by their mangled names.
    private static func count(
        _ subject: CallgrindCount.Subject, in program: URL, regression: InjectedRegression?, directory: URL,
        interruption: RunInterruption
    ) throws(FrameLabError) -> (count: CallgrindCount, functions: [String: UInt64]) {
        let (workload, items) = (subject.workload, subject.items)
        let name = "\(workload.rawValue)-\(items)"
        let output = directory.appending(path: "\(name).callgrind")
        // --vgdb=no: no gdbserver FIFOs in TMPDIR, which a killed valgrind would leave behind.
        var command =
            [
                "valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--vgdb=no",
                "--cache-sim=yes",
            ] + cacheGeometry + [
                "--callgrind-out-file=\(output.path)", program.path, "count-instructions", "--kernel",
                workload.rawValue, "--items", String(items),
            ]
        if let regression { command += ["--inject", regression.rawValue] }
        try run(command, errorFile: directory.appending(path: "\(name).err"), interruption: interruption)
        return (
            count: CallgrindCount(workload: workload, items: items, events: try totals(in: output)),
            functions: try FunctionInstructions.mangled(inCallgrindOutput: output)
        )
    }

    /// Runs `command` (looked up on the PATH) to its end with deterministic hashing, symbols
    /// bound at load and its temporary files beside `errorFile`; a failure names the command and
    /// quotes the end of its standard error.
    private static func run(_ command: [String], errorFile: URL, interruption: RunInterruption) throws(FrameLabError) {
        var child = ChildProcess(command)
        child.environment = [
            "SWIFT_DETERMINISTIC_HASHING": "1",
            // Every symbol bound at load: otherwise the first call of a library function from inside
            // the counted section adds the dynamic linker's lookup to the count.
            "LD_BIND_NOW": "1",
            // valgrind keeps files of its own in TMPDIR while it runs (its clients' command lines):
            // within the error file's folder, the counter's temporary one, which an interrupt removes.
            "TMPDIR": errorFile.deletingLastPathComponent().path,
        ]
        child.standardOutput = .discarded
        child.standardError = .file(errorFile)
        let ending = try child.run(interruption: interruption).ending
        guard ending.succeeded else {
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let tail = errors.split(separator: "\n").suffix(3).joined(separator: " | ")
            let status: Int32 =
                switch ending {
                case .exit(let status), .signal(let status): status
                }
            let cause = Self.likelyCause(status: status, errors: errors)
            throw FrameLabError("\(command[0]) failed with status \(status)\(cause): \(tail)")
        }
    }

    /// What a failed valgrind's exit status and standard error point to, in parentheses, or
    /// nothing: its last lines (the summary) rarely say.
    package static func likelyCause(status: Int32, errors: String) -> String {
        if status == 127 { return " (not installed? run make dependencies)" }
        if errors.contains("unhandled instruction bytes") {
            return " (valgrind cannot decode an instruction of this build: AVX-512? "
                + "count a build without TARGET_CPU=skylake-avx512, such as the default or haswell)"
        }
        return ""
    }

    /// The `totals:` line of a callgrind output file, by the names its `events:` line gives.
    private static func totals(in file: URL) throws(FrameLabError) -> [String: UInt64] {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FrameLabError("\(file.path): \(error.reason)")
        }
        let lines = text.split(separator: "\n")
        func values(_ prefix: String) -> [Substring]? {
            lines.first { $0.hasPrefix(prefix) }?.dropFirst(prefix.count).split(separator: " ")
        }
        guard let names = values("events:"), let totals = values("totals:"), totals.count <= names.count,
            case let counts = totals.compactMap({ UInt64($0) }), counts.count == totals.count
        else {
            throw FrameLabError("\(file.path): no events and totals lines, not a callgrind output file")
        }
        return Dictionary(zip(names.map(String.init), counts)) { first, _ in first }
    }
}
