import LabSupport

extension SeriesBlock {
    /// Migration 15: every runner's runs of each kind put in blocks of ``capacity`` in id order
    /// (`runs.block`, a block's id its first run's), then each series's rows of `summary_rows`
    /// moved into `summary_blocks`, one series and runner at a time, so that a long history is
    /// never in memory whole; `summary_rows` goes.
    static func blockEveryRow(_ statements: any HistoryStatements) throws(FrameLabError) {
        var blocks: [Int64: (block: Int64, kind: String)] = [:]
        var current: (runner: String, kind: String, block: Int64, last: Int64, count: Int)?
        func assign() throws(FrameLabError) {
            guard let current else { return }
            try statements.execute(
                "UPDATE runs SET block = ? WHERE runner = ? AND kind = ? AND id BETWEEN ? AND ?",
                [
                    .integer(current.block), .text(current.runner), .text(current.kind), .integer(current.block),
                    .integer(current.last),
                ])
        }
        try statements.forEachRow("SELECT id, runner, kind FROM runs ORDER BY runner, kind, id", []) {
            row throws(FrameLabError) in
            let (id, runner, kind) = (row.integer(0)!, row.text(1)!, row.text(2)!)
            if let open = current, open.runner == runner, open.kind == kind, open.count < capacity {
                current = (runner, kind, open.block, id, open.count + 1)
            } else {
                try assign()
                current = (runner, kind, id, id, 1)
            }
            blocks[id] = (current!.block, kind)
        }
        try assign()

        let seriesIDs = try statements.numbers("SELECT id FROM series ORDER BY id", []).map { Int64($0[0]) }
        let runnerIDs = try statements.numbers("SELECT id FROM runner_names ORDER BY id", []).map { Int64($0[0]) }
        var tenthsReported = 0
        for (done, seriesID) in seriesIDs.enumerated() {
            let tenths = done * 10 / seriesIDs.count
            if tenths > tenthsReported {
                tenthsReported = tenths
                HistorySchema.report("migration 15: \(done) of \(seriesIDs.count) series moved into blocks")
            }
            for runnerID in runnerIDs {
                let range: [SQLValue] = [.integer(seriesID), .integer(runnerID)]
                var places: [Int64: (position: Int, status: String)] = [:]
                try statements.forEachRow(
                    "SELECT run_id, position, status FROM summary_rows WHERE series_id = ? AND runner_id = ?", range
                ) { row in places[row.integer(0)!] = (Int(row.integer(1)!), row.text(2)!) }
                guard !places.isEmpty else { continue }
                var rows: [Int64: [Row]] = [:]
                var order: [(block: Int64, kind: String)] = []
                try statements.forEachPackedRow(
                    "SELECT run_id, metrics FROM summary_rows WHERE series_id = ? AND runner_id = ? ORDER BY run_id",
                    range
                ) { run, bytes throws(FrameLabError) in
                    let (position, status) = places[run]!
                    let metrics: [PackedNumbers.Entry]
                    do throws(PackedNumbers.Damage) {
                        guard let bytes else { throw .notBytes }
                        metrics = try PackedNumbers.unpack(Array(bytes))
                    } catch {
                        throw FrameLabError(
                            "the history's run id \(run) has damaged metrics in its row at position \(position) "
                                + "(\(error)): migration 15 cannot move them into a block")
                    }
                    let (block, kind) = blocks[run]!
                    if rows[block] == nil { order.append((block, kind)) }
                    rows[block, default: []].append(Row(run: run, position: position, status: status, metrics: metrics))
                }
                try statements.insert(
                    into: "summary_blocks", columns: HistoryStore.blockColumns,
                    rows: order.map { block, kind in
                        range + [.text(kind), .integer(block), .blob(SeriesBlock(rows: rows[block]!).bytes)]
                    })
            }
        }
        try statements.execute("DROP TABLE summary_rows", [])
    }
}
