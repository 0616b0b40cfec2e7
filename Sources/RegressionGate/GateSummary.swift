import LabTables

/// The first lines of a gate's verdict, in a terminal and in `gate.md` alike: which checks
/// failed and by how much, confirmed on rerun or not, and which speedup rows the history's
/// learning window judged and which the committed snapshot, and why. Bounded, so that `gate.md`
/// stays short outside its folded full table however many checks fail.
struct GateSummary {
    /// Every check shown.
    var checks: [GateCheck]
    /// The runner the gate ran on.
    var runner: String
    /// Why the rows without a learning window were judged by the committed snapshot.
    var snapshotReason: String

    /// The regressions listed at most, and the notable checks tabled at most; the rest are
    /// counted, and are in the full table.
    static let listedRegressions = 10

    /// The checks that failed.
    var regressions: [GateCheck] { checks.filter { $0.verdict == .regression } }

    /// The failed checks, and those a rerun did not confirm: what a reader must see.
    var notable: [GateCheck] { checks.filter { $0.verdict == .regression || $0.rerun != nil } }

    /// The verdict's line.
    var headline: String {
        let failed = regressions.count
        return failed == 0
            ? "gate passed on \(runner): \(checks.count) checks"
            : "gate FAILED on \(runner): \(failed) of \(checks.count) checks regressed"
    }

    /// Each regression in a line, `baseline → now (limit …)`, confirmed on rerun or not.
    var regressionLines: [String] {
        let listed = regressions.prefix(Self.listedRegressions).map { check in
            "\(check.metric.rawValue), \(check.subject): \(check.baseline) → \(check.now) (limit \(check.threshold))"
                + (check.rerun == .confirmed
                    ? ", confirmed on rerun" : check.metric.isDeterministic ? "" : ", not rerun")
        }
        let more = regressions.count - listed.count
        return listed + (more > 0 ? ["and \(more) more (the full table below)"] : [])
    }

    /// Which speedup rows the history's learning window judged, which the committed snapshot,
    /// and why; `nil` when the gate checked no speedup.
    var judgementLine: String? {
        let learned = checks.count { $0.metric == .learnedSpeedup }
        let snapshot = checks.count { $0.metric == .speedup }
        guard learned + snapshot > 0 else { return nil }
        return "speedups: \(learned) rows judged by runner \(runner)'s gate runs since the last improvement "
            + "(the history's learning window), \(snapshot) by the committed snapshot"
            + (snapshot > 0 ? " (\(snapshotReason))" : "")
    }

    /// The summary for a terminal: the headline, the regressions indented, the judgement.
    var text: String {
        ([headline] + regressionLines.map { "  " + $0 } + [judgementLine].compactMap { $0 })
            .map { $0 + "\n" }.joined()
    }

    /// The summary for a pull request: the headline as a heading, the regressions and the
    /// judgement as a list, then the notable checks' table.
    var markdown: String {
        var lines = ["### framelab \(headline)", ""]
        lines += regressionLines.map { "- \($0)" }
        if let judgementLine { lines.append("- \(judgementLine)") }
        if !notable.isEmpty && notable.count <= Self.listedRegressions {
            lines += ["", "#### Failed and notable checks", "", GateTable.render(notable, in: .markdown)]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
