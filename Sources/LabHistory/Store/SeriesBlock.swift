/// The rows of one series (a summary row's scenario, implementation, items and refresh rate) in
/// a block of up to ``capacity`` runs of one runner and kind, as `summary_blocks` stores them in
/// one BLOB: a series over 10,000 runs is then ~160 BLOBs, not 10,000 rows with a key and an
/// index entry each, and each metric's numbers lie together, so that a read of one metric jumps
/// over the others' bytes instead of walking every run's.
///
/// The bytes, every count and number a varint (unsigned LEB128) but where said:
/// - the rows' count; each row's run id, the first whole, the others as the difference from the
///   one before (rows are in increasing run order); each row's position in its run;
/// - the statuses' count, each status's UTF-8 length and bytes; with more than one, each row's
///   status as its index among them;
/// - the metrics' count; each metric's id less the previous one's (ids increase) and the length
///   in bytes of its column; then the columns, in that order.
///
/// A column holds a metric's numbers in the rows that have it: a header (its encoding, as
/// ``PackedNumbers`` has them, plus 16 when some rows lack it, plus 32 when its rows' repetition
/// counts differ); with 16, a bitmap of the rows that have it (row `i` in bit `i % 8` of byte
/// `i / 8`); the repetitions' count, once (their count in each such row, with 32); then each row's
/// value and repetitions, as ``PackedNumbers`` encodes them. Bytes that end early, run on, or
/// whose columns do not fill them exactly are ``PackedNumbers/Damage``, never numbers.
package struct SeriesBlock: Equatable {
    /// The most runs a block holds: more make a series fewer BLOBs, and fewer make the blocks a
    /// run's recording merges (a share of its runner's previous block's series) smaller.
    package static let capacity = 64

    /// One run's row of the series.
    package struct Row: Equatable {
        /// The run's id.
        package var run: Int64
        /// The row's place among its run's rows.
        package var position: Int
        /// The row's status.
        package var status: String
        /// Each metric's id, value and repetitions, in increasing id order.
        package var metrics: [PackedNumbers.Entry]

        /// A row; see the properties.
        package init(run: Int64, position: Int, status: String, metrics: [PackedNumbers.Entry]) {
            self.run = run
            self.position = position
            self.status = status
            self.metrics = metrics
        }

        /// Whether the rows are of the same run and place, with the same status and numbers, bit for bit.
        package static func == (first: Row, second: Row) -> Bool {
            func bits(_ entry: PackedNumbers.Entry) -> [UInt64] {
                [UInt64(bitPattern: entry.key), entry.value.bitPattern] + entry.samples.map(\.bitPattern)
            }
            return first.run == second.run && first.position == second.position && first.status == second.status
                && first.metrics.map(bits) == second.metrics.map(bits)
        }
    }

    /// The rows, each of a run of its own.
    package var rows: [Row]

    /// A block of `rows`, each of a run of its own.
    package init(rows: [Row]) {
        self.rows = rows
    }

    /// The block `bytes` hold, every row whole; throws for bytes that are not a block.
    package init(_ bytes: UnsafeRawBufferPointer) throws(PackedNumbers.Damage) {
        let block = try Layout(bytes)
        rows = (0..<block.runs.count).map { index in
            Row(run: block.runs[index], position: block.positions[index], status: block.status(of: index), metrics: [])
        }
        for column in block.columns {
            try block.forEachNumber(in: column) { row, value, samples in
                rows[row].metrics.append((column.metric, value, samples))
            }
        }
    }

    /// The block's bytes, its rows in increasing run order.
    package var bytes: [UInt8] {
        // Runs recorded at once by two writers reach their block in either order.
        let rows = rows.sorted { $0.run < $1.run }
        var bytes: [UInt8] = []
        PackedNumbers.appendVarint(UInt64(rows.count), to: &bytes)
        var previous: Int64 = 0
        for row in rows {
            PackedNumbers.appendVarint(UInt64(row.run - previous), to: &bytes)
            previous = row.run
        }
        for row in rows { PackedNumbers.appendVarint(UInt64(row.position), to: &bytes) }
        var statuses: [String] = []
        for row in rows where !statuses.contains(row.status) { statuses.append(row.status) }
        PackedNumbers.appendVarint(UInt64(statuses.count), to: &bytes)
        for status in statuses {
            PackedNumbers.appendVarint(UInt64(status.utf8.count), to: &bytes)
            bytes.append(contentsOf: status.utf8)
        }
        if statuses.count > 1 {
            for row in rows { PackedNumbers.appendVarint(UInt64(statuses.firstIndex(of: row.status)!), to: &bytes) }
        }
        // Each metric's entries, by row, in increasing id order.
        var columns: [Int64: [(row: Int, entry: PackedNumbers.Entry)]] = [:]
        for (index, row) in rows.enumerated() {
            for entry in row.metrics { columns[entry.key, default: []].append((index, entry)) }
        }
        let metrics = columns.keys.sorted()
        let encoded = metrics.map { Self.column(columns[$0]!, rowCount: rows.count) }
        PackedNumbers.appendVarint(UInt64(metrics.count), to: &bytes)
        previous = 0
        for (metric, column) in zip(metrics, encoded) {
            PackedNumbers.appendVarint(UInt64(metric - previous), to: &bytes)
            PackedNumbers.appendVarint(UInt64(column.count), to: &bytes)
            previous = metric
        }
        for column in encoded { bytes += column }
        return bytes
    }

    /// The bytes of the column of `entries` (one metric's, by row, in row order) in a block of
    /// `rowCount` rows.
    private static func column(_ entries: [(row: Int, entry: PackedNumbers.Entry)], rowCount: Int) -> [UInt8] {
        let encoding = PackedNumbers.encoding(
            of: entries.lazy.flatMap { CollectionOfOne($0.entry.value) + $0.entry.samples })
        let sampleCount = entries[0].entry.samples.count
        let countsDiffer = entries.contains { $0.entry.samples.count != sampleCount }
        let someLack = entries.count < rowCount
        var bytes: [UInt8] = []
        PackedNumbers.appendVarint(UInt64(encoding | (someLack ? 16 : 0) | (countsDiffer ? 32 : 0)), to: &bytes)
        if someLack {
            var bitmap = [UInt8](repeating: 0, count: (rowCount + 7) / 8)
            for (row, _) in entries { bitmap[row / 8] |= 1 << (row % 8) }
            bytes += bitmap
        }
        if countsDiffer {
            for (_, entry) in entries { PackedNumbers.appendVarint(UInt64(entry.samples.count), to: &bytes) }
        } else {
            PackedNumbers.appendVarint(UInt64(sampleCount), to: &bytes)
        }
        for (_, entry) in entries {
            PackedNumbers.append(entry.value, samples: entry.samples, in: encoding, to: &bytes)
        }
        return bytes
    }

    /// Calls `body` with each row's run id and, of each metric `wanted` marks true (every metric
    /// when `nil`), its id, value and fastest repetition (the smallest; `nil` without, and for a
    /// metric `fastest` does not mark), in `bytes`; the other metrics' columns are passed over,
    /// not read, and so are the repetitions of a metric whose fastest is not asked for. Throws
    /// for bytes that are not a block.
    package static func forEachValue(
        in bytes: UnsafeRawBufferPointer, wanted: [Bool]? = nil, fastest: [Bool]? = nil,
        _ body: (_ run: Int64, _ metric: Int64, _ value: Double, _ fastest: Double?) -> Void
    ) throws(PackedNumbers.Damage) {
        let block = try Layout(bytes)
        for column in block.columns where wanted?.marks(Int(column.metric)) ?? true {
            let findingFastest = fastest?.marks(Int(column.metric)) ?? true
            try block.forEachValue(in: column, findingFastest: findingFastest) { row, value, fastest in
                body(block.runs[row], column.metric, value, fastest)
            }
        }
    }

    /// The repetitions of the metric `metric` in each row of `bytes` whose run `isWanted` (those
    /// without repetitions left out), by run id; throws for bytes that are not a block.
    package static func samples(of metric: Int64, in bytes: UnsafeRawBufferPointer, runs isWanted: (Int64) -> Bool)
        throws(PackedNumbers.Damage) -> [Int64: [Double]]
    {
        let block = try Layout(bytes)
        var samples: [Int64: [Double]] = [:]
        for column in block.columns where column.metric == metric {
            try block.forEachNumber(in: column, rows: { isWanted(block.runs[$0]) }) { row, _, rowSamples in
                if !rowSamples.isEmpty { samples[block.runs[row]] = rowSamples }
            }
        }
        return samples
    }

    /// The row of the run `run` in `bytes`, whole, the other rows' numbers passed over; `nil`
    /// when the block has none. Throws for bytes that are not a block.
    package static func row(of run: Int64, in bytes: UnsafeRawBufferPointer) throws(PackedNumbers.Damage) -> Row? {
        let block = try Layout(bytes)
        guard let index = block.runs.firstIndex(of: run) else { return nil }
        var row = Row(run: run, position: block.positions[index], status: block.status(of: index), metrics: [])
        for column in block.columns {
            try block.forEachNumber(in: column, rows: { $0 == index }) { _, value, samples in
                row.metrics.append((column.metric, value, samples))
            }
        }
        return row
    }

    /// A block's rows and the place of each column, read from its bytes without their numbers.
    private struct Layout {
        /// One metric's column: where its bytes are.
        struct Column {
            var metric: Int64
            var start: Int
            var end: Int
        }

        let bytes: UnsafeRawBufferPointer
        var runs: [Int64] = []
        var positions: [Int] = []
        var statuses: [String] = []
        var statusIndices: [Int] = []
        var columns: [Column] = []

        init(_ bytes: UnsafeRawBufferPointer) throws(PackedNumbers.Damage) {
            self.bytes = bytes
            var reader = PackedNumbers.Reader(bytes: bytes)
            // A row takes two bytes at least (its id and position), a status one, a column two:
            // a larger count is damage, not a list to allocate.
            let rowCount = try Self.count(&reader, bytesEach: 2)
            var run: Int64 = 0
            for _ in 0..<rowCount {
                run &+= Int64(bitPattern: try reader.varint())
                runs.append(run)
            }
            for _ in 0..<rowCount { positions.append(Int(truncatingIfNeeded: try reader.varint())) }
            let statusCount = try Self.count(&reader, bytesEach: 1)
            for _ in 0..<statusCount {
                let length = try Self.count(&reader, bytesEach: 1)
                statuses.append(String(decoding: bytes[reader.offset..<(reader.offset + length)], as: UTF8.self))
                reader.offset += length
            }
            guard rowCount == 0 || statusCount > 0 else { throw .truncated(at: reader.offset) }
            if statusCount > 1 {
                for _ in 0..<rowCount {
                    let index = try reader.varint()
                    guard index < statusCount else { throw .truncated(at: reader.offset) }
                    statusIndices.append(Int(index))
                }
            }
            let columnCount = try Self.count(&reader, bytesEach: 2)
            var metric: Int64 = 0
            var lengths: [Int] = []
            for _ in 0..<columnCount {
                metric &+= Int64(bitPattern: try reader.varint())
                let length = try Self.count(&reader, bytesEach: 1)
                columns.append(Column(metric: metric, start: 0, end: 0))
                lengths.append(length)
            }
            // The columns fill the rest exactly: a block cut short or run on is refused whole.
            var start = reader.offset
            for index in columns.indices {
                columns[index].start = start
                start += lengths[index]
                columns[index].end = start
                guard start <= bytes.count else { throw .truncated(at: bytes.count) }
            }
            guard start == bytes.count else { throw .trailingBytes(bytes.count - start) }
        }

        /// A count read from `reader`, of things that take `bytesEach` bytes at least in the bytes
        /// left.
        private static func count(_ reader: inout PackedNumbers.Reader, bytesEach: Int) throws(PackedNumbers.Damage)
            -> Int
        {
            let count = try reader.varint()
            guard count <= UInt64(reader.bytes.count - reader.offset) / UInt64(bytesEach) else {
                throw .truncated(at: reader.bytes.count)
            }
            return Int(count)
        }

        /// The status of row `index`.
        func status(of index: Int) -> String {
            statuses.count > 1 ? statuses[statusIndices[index]] : statuses[0]
        }

        /// Calls `body` with the row, value and fastest repetition (unless not `findingFastest`:
        /// then its repetitions are passed over) of each row that has `column`'s metric; throws
        /// when its bytes are not such a column.
        func forEachValue(
            in column: Column, findingFastest: Bool,
            _ body: (_ row: Int, _ value: Double, _ fastest: Double?) -> Void
        ) throws(PackedNumbers.Damage) {
            try forEachRow(in: column) { row, count, reader throws(PackedNumbers.Damage) in
                let (value, whole) = try reader.number(from: 0)
                guard count > 0, findingFastest else {
                    try reader.skipNumbers(count)
                    return body(row, value, nil)
                }
                var fastest = try reader.number(from: whole).value
                for _ in 1..<count { fastest = min(fastest, try reader.number(from: whole).value) }
                body(row, value, fastest)
            }
        }

        /// Calls `body` with the row, value and repetitions of each row that has `column`'s metric
        /// and that `isWanted` (every row unless given), the others passed over; throws when its
        /// bytes are not such a column.
        func forEachNumber(
            in column: Column, rows isWanted: (Int) -> Bool = { _ in true },
            _ body: (_ row: Int, _ value: Double, _ samples: [Double]) -> Void
        ) throws(PackedNumbers.Damage) {
            try forEachRow(in: column) { row, count, reader throws(PackedNumbers.Damage) in
                guard isWanted(row) else { return try reader.skipNumbers(1 + count) }
                let (value, whole) = try reader.number(from: 0)
                var samples: [Double] = []
                samples.reserveCapacity(count)
                for _ in 0..<count { samples.append(try reader.number(from: whole).value) }
                body(row, value, samples)
            }
        }

        /// Calls `body` with each row that has `column`'s metric, its repetitions' count and a
        /// reader at its value, which `body` reads past; checks that the column ends there.
        private func forEachRow(
            in column: Column,
            _ body: (_ row: Int, _ count: Int, inout PackedNumbers.Reader) throws(PackedNumbers.Damage) -> Void
        ) throws(PackedNumbers.Damage) {
            let columnBytes = UnsafeRawBufferPointer(rebasing: bytes[column.start..<column.end])
            var reader = PackedNumbers.Reader(bytes: columnBytes)
            let header = try reader.varint()
            let encoding = Int(header & 15)
            guard encoding <= 9 || encoding == PackedNumbers.doubles, header < 64 else {
                throw .unknownEncoding(encoding, at: column.start)
            }
            reader.use(encoding)
            var present: UnsafeRawBufferPointer?
            if header & 16 != 0 {
                let length = (runs.count + 7) / 8
                guard reader.offset + length <= columnBytes.count else { throw .truncated(at: column.end) }
                present = UnsafeRawBufferPointer(rebasing: columnBytes[reader.offset..<(reader.offset + length)])
                reader.offset += length
            }
            func has(_ row: Int) -> Bool { present.map { $0[row / 8] & (1 << (row % 8)) != 0 } ?? true }
            var counts: [Int] = []
            if header & 32 != 0 {
                for row in 0..<runs.count where has(row) { counts.append(try Self.sampleCount(&reader)) }
            }
            let sharedCount = header & 32 != 0 ? 0 : try Self.sampleCount(&reader)
            var index = 0
            for row in 0..<runs.count where has(row) {
                try body(row, header & 32 != 0 ? counts[index] : sharedCount, &reader)
                index += 1
            }
            guard reader.offset == columnBytes.count else {
                throw .trailingBytes(columnBytes.count - reader.offset)
            }
        }

        /// A row's count of repetitions: each takes a byte at least, so a larger count is damage.
        private static func sampleCount(_ reader: inout PackedNumbers.Reader) throws(PackedNumbers.Damage) -> Int {
            let count = try reader.varint()
            guard count <= UInt64(reader.bytes.count - reader.offset) else { throw .truncated(at: reader.bytes.count) }
            return Int(count)
        }
    }
}
