import LabHistory
import Testing

@Suite("A summary.csv record as a recorded row")
struct RecordedRowSummaryTests {
    private let key = ["scenario": "list-scroll", "implementation": "optimized", "items": "100000", "refresh_hz": "60"]

    @Test("Every numeric column is a metric; the status and the caches are words, not metrics")
    func metrics() throws {
        let row = try RecordedRow(
            summaryFields: key.merging(["status": "verified", "caches": "evicted", "p50_ms": "0.0025", "gb_per_s": ""])
            {
                $1
            },
            location: "summary.csv:2")
        #expect(row.status == "verified")
        #expect(row.metrics == ["p50_ms": 0.0025])
    }

    @Test("A word in a numeric column is an error naming it")
    func word() {
        #expect {
            try RecordedRow(
                summaryFields: key.merging(["status": "verified", "p50_ms": "fast"]) { $1 }, location: "summary.csv:2")
        } throws: { error in
            "\(error)" == "summary.csv:2: column p50_ms: \"fast\" is not a finite number"
        }
    }
}
