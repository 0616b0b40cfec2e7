import Foundation
import FrameLab
import LabCatalog
import LabProcesses
import LabSupport

/// The inclusive instructions of every function callgrind saw in one workload's counted
/// section, by demangled name (`LayoutMoment.indexPathForItem(at:)`): what explains a count
/// that grew. Committed beside the counts as `results/baselines/callgrind-functions.csv`.
package struct FunctionInstructions: Hashable, Sendable {
    /// The workload and item count.
    package var subject: CallgrindCount.Subject
    /// Each function's instructions, its callees' included.
    package var inclusive: [String: UInt64]

    /// A workload's functions; see the properties.
    package init(subject: CallgrindCount.Subject, inclusive: [String: UInt64]) {
        self.subject = subject
        self.inclusive = inclusive
    }

    /// One function's growth from the baseline to now.
    package struct Growth: Hashable, Sendable {
        /// The function.
        package var function: String
        /// Its inclusive instructions in the baseline (0 where it did not run).
        package var baseline: UInt64
        /// Its inclusive instructions now.
        package var now: UInt64
    }

    /// The `limit` functions whose inclusive instructions grew most from `baseline` to this,
    /// most first (only those that grew). The functions that enclose the whole counted section
    /// (the harness's: `main`, the workload's driver, the start-up frames below them), whose
    /// count is the section's `total` (the workload's instructions; the largest count when
    /// `nil`) or more, are left out: they grow with anything and say nothing of where the work
    /// went.
    package func growth(since baseline: FunctionInstructions?, total: UInt64? = nil, limit: Int = 10) -> [Growth] {
        let before = baseline?.inclusive ?? [:]
        let total = total ?? inclusive.values.max() ?? 0
        return inclusive.compactMap { function, now -> Growth? in
            let then = before[function] ?? 0
            return now > then && now < total ? Growth(function: function, baseline: then, now: now) : nil
        }
        .sorted { ($0.now - $0.baseline, $1.function) > ($1.now - $1.baseline, $0.function) }
        .prefix(limit).map { $0 }
    }

    /// The functions' inclusive instructions in a callgrind output file, by mangled name, as
    /// `callgrind_annotate --inclusive=yes` lists them; where two objects share a name, the
    /// larger.
    static func mangled(inCallgrindOutput file: URL) throws(FrameLabError) -> [String: UInt64] {
        guard
            let annotated = ChildProcess([
                "callgrind_annotate", "--inclusive=yes", "--threshold=100", "--show=Ir", file.path,
            ]).output()
        else { throw FrameLabError("callgrind_annotate could not read \(file.path) (valgrind's tools installed?)") }
        // "  121,411 (94.45%)  ???:$s10SIMDLayout… [/tmp/…/framelab]": count, share, file:function, object.
        var functions: [String: UInt64] = [:]
        for line in annotated.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count == 3, let count = UInt64(fields[0].replacingOccurrences(of: ",", with: "")),
                fields[1].hasPrefix("("), let colon = fields[2].firstIndex(of: ":")
            else { continue }
            var function = fields[2][fields[2].index(after: colon)...]
            if function.hasSuffix("]"), let object = function.range(of: " [", options: .backwards) {
                function = function[..<object.lowerBound]
            }
            functions[String(function)] = max(functions[String(function)] ?? 0, count)
        }
        return functions
    }

    /// `names` demangled by `swift-demangle --simplified` (without module names and generic
    /// signatures), in order; the names as they are where it cannot run.
    static func demangled(_ names: [String]) -> [String] {
        guard !names.isEmpty,
            let output = ChildProcess(["swift-demangle", "--simplified"], input: names.joined(separator: "\n") + "\n")
                .output()
        else { return names }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.count >= names.count ? Array(lines.prefix(names.count)) : names
    }
}
