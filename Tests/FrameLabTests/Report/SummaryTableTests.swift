import Foundation
import FrameLab
import RunRecords
import Testing

@Suite("The terminal's summary table")
struct SummaryTableTests {
    private let summaries: [FrameSummary] = {
        let reference: [FrameRecord] = .fixtures(
            scenario: "switch-list-to-grid", implementation: "reference", items: 1_000_000,
            workMilliseconds: [812, 812])
        let optimized: [FrameRecord] = .fixtures(
            scenario: "switch-list-to-grid", implementation: "optimized", items: 1_000_000, workMilliseconds: [1, 1])
        let custom: [FrameRecord] = .fixtures(
            scenario: "a-custom-scenario-with-a-long-name", implementation: "scalar", items: 1500, refreshRate: 120,
            workMilliseconds: [0.00123456])
        let mismatch = FrameRecord.fixture(
            scenario: "sections-switch", implementation: "scalar", workMilliseconds: 10, setMismatches: 1)
        return FrameSummary.summaries(of: reference + optimized + custom + [mismatch])
    }()

    @Test("A header, a rule, then one line per summary, within 125 columns")
    func layout() {
        let lines = SummaryTable.render(summaries).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 + summaries.count + 1)
        #expect(lines.last == "")
        #expect(
            lines[0].split(separator: " ", omittingEmptySubsequences: true)
                == [
                    "scenario", "implementation", "N", "Hz", "p50", "worst", "dropped", "hitch",
                    "ms/s",
                    "allocs", "vs", "ref", "vs", "cached", "verified",
                ])
        #expect(lines[1].allSatisfy { $0 == "─" })
        #expect(lines.allSatisfy { $0.count <= 125 && !$0.hasSuffix(" ") })
    }

    @Test("Counts read 1M and 100k, times 3 significant digits in the unit that fits, speedups a ×, long names an …")
    func cells() {
        // Cells are separated by two spaces or more; a time's unit follows it after one.
        let rows = SummaryTable.render(summaries).split(separator: "\n").dropFirst(2).map {
            $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(
            rows[0] == [
                "switch-list-to-grid", "reference", "1M", "60", "812 ms", "812 ms", "2", "47720", "0", "1.00×", "—",
                "—",
            ])
        #expect(
            rows[1] == [
                "switch-list-to-grid", "optimized", "1M", "60", "1.00 ms", "1.00 ms", "0", "0", "0", "812×", "—", "yes",
            ])
        #expect(
            rows[2] == [
                "a-custom-scenario-w…", "scalar", "1500", "120", "1.23 µs", "1.23 µs", "0", "0", "0", "—", "—", "yes",
            ])
        #expect(
            rows[3] == ["sections-switch", "scalar", "100k", "60", "10.0 ms", "10.0 ms", "0", "0", "0", "—", "—", "NO"])
    }
}
