import Foundation
import RunRecords

extension HTMLReport {
    /// The answer first: whether every frame checked against the reference agreed with it, then
    /// per implementation its worst frame against the 60 and 120 Hz budgets, the frames it
    /// dropped and its worst hitch time ratio.
    var verdictSection: String {
        """
        <h2>Verdict</h2>
        \(verificationVerdict)\(budgetTable)
        """
    }

    /// One line: verified, or what was not.
    private var verificationVerdict: String {
        let checked = summaries.filter { $0.status == .verified || $0.status == .mismatch }
        let mismatched = checked.filter { $0.status == .mismatch }
        let unverified = summaries.filter { $0.status == .unverified }
        var problems: [String] = []
        if !mismatched.isEmpty {
            let rows = mismatched.map {
                "\($0.key.implementation) on \($0.key.scenario) at N = \($0.key.items.countDescription)"
            }
            problems.append(
                (mismatched.count == 1 ? "1 row disagrees" : "\(mismatched.count) rows disagree")
                    + " with the reference: \(rows.joined(separator: "; "))")
        }
        if !failures.isEmpty {
            problems.append(
                (failures.count == 1 ? "1 worker" : "\(failures.count) workers") + " did not finish (see Failures)")
        }
        if !unverified.isEmpty {
            problems.append(
                (unverified.count == 1 ? "1 row was" : "\(unverified.count) rows were")
                    + " timed without comparing (status unverified)")
        }
        let frames = checked.reduce(0) { $0 + $1.frames }
        let implementations = Self.implementations(of: checked).joined(separator: ", ")
        let largestError = checked.map(\.maximumAbsoluteError).max() ?? 0
        let agreement =
            checked.isEmpty
            ? "No frame was checked against the reference."
            : "\(frames) frames of \(implementations) checked against the reference: "
                + "\(checked.reduce(0) { $0 + $1.setMismatches }) set mismatches, largest error "
                + "\(largestError.description(significantDigits: 3)) pt."
        guard problems.isEmpty, !checked.isEmpty else {
            return
                "<p class=\"verdict fail\"><strong>Not verified.</strong> \(([agreement] + problems).joined(separator: " ").htmlEscaped)</p>\n"
        }
        return "<p class=\"verdict pass\"><strong>Every frame verified.</strong> \(agreement.htmlEscaped)</p>\n"
    }

    /// Per implementation (the memcpy bound left out): the worst frame at 60 and 120 Hz with its
    /// share of the budget, the frames over budget, and the worst hitch time ratio.
    private var budgetTable: String {
        let timed = summaries.filter { $0.status != .bound }
        let header = [
            "implementation", "worst frame at 60 Hz", "of \(FrameBudget(refreshRate: 60))", "worst frame at 120 Hz",
            "of \(FrameBudget(refreshRate: 120))",
            "frames over budget", "worst hitch ratio",
        ]
        let rows = Self.implementations(of: timed).map { implementation in
            let rows = timed.filter { $0.key.implementation == implementation }
            func worst(at refreshRate: Int) -> [String] {
                guard
                    let row = rows.filter({ $0.key.refreshRate == refreshRate }).max(by: {
                        $0.worstFrameMilliseconds < $1.worstFrameMilliseconds
                    })
                else { return ["—", "—"] }
                let budget = FrameBudget(refreshRate: refreshRate).milliseconds
                return [
                    "\(row.worstFrameMilliseconds.description(significantDigits: 3)) ms (\(row.key.scenario), N = \(row.key.items.countDescription))",
                    "\((100 * row.worstFrameMilliseconds / budget).description(significantDigits: 2, maximumDecimals: 2)) %",
                ]
            }
            let overBudget = rows.reduce(0) { $0 + $1.overBudgetFrames }
            let frames = rows.reduce(0) { $0 + $1.frames }
            let hitch = rows.max { $0.hitchMillisecondsPerSecond < $1.hitchMillisecondsPerSecond }!
            let hitchCell =
                hitch.hitchMillisecondsPerSecond == 0
                ? "0 ms/s"
                : "\(hitch.hitchMillisecondsPerSecond.description(significantDigits: 3)) ms/s (\(hitch.key.scenario))"
            return [implementation] + worst(at: 60) + worst(at: 120) + ["\(overBudget) of \(frames)", hitchCell]
        }
        func row(_ cells: [String], tag: String) -> String {
            "<tr>" + cells.map { "<\(tag)>\($0.htmlEscaped)</\(tag)>" }.joined() + "</tr>\n"
        }
        return """
            <table class="verdict">
            <thead>
            \(row(header, tag: "th"))</thead>
            <tbody>
            \(rows.map { row($0, tag: "td") }.joined())</tbody>
            </table>
            <p>The worst frame is the largest, over a scenario's frames, of a frame's median across \
            repetitions: the frames that prepare and finish a switch count like any other. A frame \
            over budget is a dropped frame; the hitch time ratio is the work past the budget per \
            second of scenario time.</p>

            """
    }

    /// The implementations of `summaries`, each once, in the order they first appear.
    private static func implementations(of summaries: [FrameSummary]) -> [String] {
        summaries.map(\.key.implementation).reduce(into: []) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }
}
