import LabHistory
import PropertyBased
import Testing

@Suite("Series blocks")
struct SeriesBlockTests {
    /// A block of up to a block's capacity of rows of increasing runs, with `metrics` metrics
    /// (ids 0, 3, 6… plus up to 2), each in most rows but not all, with varying repetitions, and
    /// one to three statuses.
    static func block(metrics: Int, using generator: inout Xoshiro) -> SeriesBlock {
        let rowCount = Int.random(in: 1...SeriesBlock.capacity, using: &generator)
        let statuses = ["verified", "reference", "unverified"].prefix(Int.random(in: 1...3, using: &generator))
        let ids = (0..<metrics).map { Int64($0 * 3 + Int.random(in: 0...2, using: &generator)) }
        // Some metrics are in every row with as many repetitions, as a run's usually are.
        let uniform = Set(ids.filter { _ in Bool.random(using: &generator) })
        let sampleCounts = Dictionary(uniqueKeysWithValues: ids.map { ($0, Int.random(in: 0...3, using: &generator)) })
        var run = Int64.random(in: 1...1_000_000, using: &generator)
        let rows = (0..<rowCount).map { _ in
            run += Int64.random(in: 1...40, using: &generator)
            let metrics = ids.filter { uniform.contains($0) || Int.random(in: 0..<5, using: &generator) > 0 }.map {
                id -> PackedNumbers.Entry in
                let count = uniform.contains(id) ? sampleCounts[id]! : Int.random(in: 0...4, using: &generator)
                return (
                    id, PackedNumbersTests.numbers(1, using: &generator)[0],
                    PackedNumbersTests.numbers(count, using: &generator)
                )
            }
            return SeriesBlock.Row(
                run: run, position: Int.random(in: 0...200, using: &generator),
                status: statuses.randomElement(using: &generator)!, metrics: metrics)
        }
        return SeriesBlock(rows: rows)
    }

    @Test("Every row reads back bit for bit, whole, one run alone, or a metric at a time")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...12), Gen.int(in: 0...1_000_000)) { metrics, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            let block = Self.block(metrics: metrics, using: &generator)
            let bytes = block.bytes
            // propertyCheck ignores an error its body throws: each is recorded as an issue here.
            do {
                #expect(try bytes.withUnsafeBytes { try SeriesBlock($0) } == block)
                for row in block.rows {
                    #expect(try bytes.withUnsafeBytes { try SeriesBlock.row(of: row.run, in: $0) } == row)
                }
                #expect(try bytes.withUnsafeBytes { try SeriesBlock.row(of: -1, in: $0) } == nil)
                let ids = Set(block.rows.flatMap { $0.metrics.map(\.key) })
                for id in ids {
                    // The metric alone, the others passed over: each row's value and smallest repetition.
                    let expected = block.rows.compactMap { row in
                        row.metrics.first { $0.key == id }.map {
                            [UInt64(bitPattern: row.run), $0.value.bitPattern, $0.samples.min()?.bitPattern ?? 0]
                        }
                    }
                    var read: [[UInt64]] = []
                    let wanted = (0...id).map { $0 == id }
                    try bytes.withUnsafeBytes { bytes in
                        try SeriesBlock.forEachValue(in: bytes, wanted: wanted) { run, metric, value, fastest in
                            #expect(metric == id)
                            read.append([UInt64(bitPattern: run), value.bitPattern, fastest?.bitPattern ?? 0])
                        }
                    }
                    #expect(read == expected)
                    // Its fastest not asked for: the same values, its repetitions passed over.
                    var values: [[UInt64]] = []
                    try bytes.withUnsafeBytes { bytes in
                        try SeriesBlock.forEachValue(in: bytes, wanted: wanted, fastest: []) { run, _, value, fastest in
                            #expect(fastest == nil)
                            values.append([UInt64(bitPattern: run), value.bitPattern, 0])
                        }
                    }
                    #expect(values == expected.map { [$0[0], $0[1], 0] })
                    // Its repetitions in every other row.
                    let samples = try bytes.withUnsafeBytes { bytes in
                        try SeriesBlock.samples(of: id, in: bytes) { $0 % 2 == 0 }
                    }
                    let expectedSamples = block.rows.filter { $0.run % 2 == 0 }.compactMap { row in
                        row.metrics.first { $0.key == id && !$0.samples.isEmpty }.map { (row.run, $0.samples) }
                    }
                    #expect(
                        samples.mapValues { $0.map(\.bitPattern) }
                            == Dictionary(uniqueKeysWithValues: expectedSamples.map { ($0, $1.map(\.bitPattern)) }))
                }
            } catch {
                Issue.record("\(block): \(error)")
            }
        }
    }

    @Test("Bytes cut short anywhere, or with more after, are refused by every reader, never read as numbers")
    func damage() throws {
        var generator = Xoshiro(seed: (41, 42, 43, 44))
        let block = Self.block(metrics: 6, using: &generator)
        let bytes = block.bytes
        for length in 0..<bytes.count {
            let cut = Array(bytes[..<length])
            #expect(throws: PackedNumbers.Damage.self, "cut at \(length)") {
                try cut.withUnsafeBytes { try SeriesBlock($0) }
            }
            #expect(throws: PackedNumbers.Damage.self, "cut at \(length)") {
                try cut.withUnsafeBytes { try SeriesBlock.row(of: block.rows[0].run, in: $0) }
            }
            // A column read alone, or none: the columns must fill the bytes exactly.
            #expect(throws: PackedNumbers.Damage.self, "cut at \(length)") {
                try cut.withUnsafeBytes { try SeriesBlock.forEachValue(in: $0, wanted: []) { _, _, _, _ in } }
            }
        }
        #expect(throws: PackedNumbers.Damage.trailingBytes(1)) {
            try (bytes + [0]).withUnsafeBytes { try SeriesBlock($0) }
        }
        // A count no bytes could hold is damage, not an allocation.
        #expect(throws: PackedNumbers.Damage.self) {
            try [0xFF, 0xFF, 0xFF, 0xFF, 0x0F].withUnsafeBytes { try SeriesBlock($0) }
        }
    }

    @Test("A metric's numbers in a column take a few bytes a run; rows lacking it cost a bit each")
    func compact() throws {
        let rows = (0..<64).map { index in
            SeriesBlock.Row(
                run: Int64(1000 + index), position: 3, status: "verified",
                metrics: [(7, 0.000605, [0.000612, 0.000598, 0.000605])])
        }
        // The rows' count, their runs (a byte each after the first), positions and one status;
        // one column: its id and length, its header, the repetitions' count, then each run's value
        // (605 ns: two bytes) and repetitions (a byte each).
        let header = 1 + (2 + 63) + 64 + (1 + 1 + 8) + 1 + (1 + 2)
        #expect(SeriesBlock(rows: rows).bytes.count == header + 1 + 1 + 64 * (2 + 3))
        var lacking = rows
        lacking[5].metrics = []
        #expect(SeriesBlock(rows: lacking).bytes.count == header + 1 + 8 + 1 + 63 * (2 + 3))
    }
}
