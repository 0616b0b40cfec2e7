import LabSupport

extension HistoryStore {
    /// The columns of `summary_blocks`: its key (series, runner, kind, block), then the block.
    static let blockColumns = ["series_id", "runner_id", "kind", "block", "metrics"]

    /// Records the rows of the run `run` (each with its series's id) of `runner` (id `runnerID`)
    /// and `kind`, in a transaction of `statements`. The run joins the newest block of the
    /// runner's runs of that kind while it holds fewer than ``SeriesBlock/capacity`` runs, else
    /// starts one (`runs.block`, the block's first run's id); its rows are blocks of their own,
    /// keyed by its id, until their series's rows of its block are merged into one.
    ///
    /// Each run merges a share of the runner's previous block (its series whose id, modulo the
    /// capacity, is the run's place in its block), so that every series of a full block is merged
    /// while the next fills, and no run rewrites more than a few series.
    static func recordRows(
        _ rows: [(seriesID: Int64, row: SeriesBlock.Row)], of run: Int64, runner: String, runnerID: Int64,
        kind: String, in statements: any HistoryStatements
    ) throws(FrameLabError) {
        // The runner's recordings take turns here (a row lock on PostgreSQL; SQLite's writers
        // always do): two would otherwise merge the same rows.
        try statements.execute("UPDATE runner_names SET name = name WHERE id = ?", [.integer(runnerID)])
        let runnerRuns: [SQLValue] = [.text(runner), .text(kind)]
        func newestBlock(before id: Int64) throws(FrameLabError) -> Int64? {
            try statements.rows(
                "SELECT block FROM runs WHERE runner = ? AND kind = ? AND id < ? ORDER BY id DESC LIMIT 1",
                runnerRuns + [.integer(id)]
            ).first?[0].flatMap { Int64($0) }
        }
        var (block, place) = (run, 0)
        if let newest = try newestBlock(before: run) {
            let earlier = try statements.numbers(
                "SELECT COUNT(*) FROM runs WHERE runner = ? AND kind = ? AND id >= ? AND id < ?",
                runnerRuns + [.integer(newest), .integer(run)])[0][0]
            if Int(earlier) < SeriesBlock.capacity { (block, place) = (newest, Int(earlier)) }
        }
        try statements.execute("UPDATE runs SET block = ? WHERE id = ?", [.integer(block), .integer(run)])
        try statements.insert(
            into: "summary_blocks", columns: blockColumns,
            rows: rows.map { seriesID, row in
                [
                    .integer(seriesID), .integer(runnerID), .text(kind), .integer(run),
                    .blob(SeriesBlock(rows: [row]).bytes),
                ]
            })
        guard let previous = try newestBlock(before: block) else { return }
        for (seriesID, _) in rows where seriesID % Int64(SeriesBlock.capacity) == Int64(place) {
            try merge(
                series: seriesID, runnerID: runnerID, kind: kind, blocksFrom: previous, to: block, in: statements)
        }
    }

    /// Merges the blocks of the series `seriesID` of the runner `runnerID`'s runs of `kind`
    /// keyed from `first` (a block's id) up to `end` (the next block's) into one keyed `first`,
    /// in a transaction of `statements`: the block's runs' own blocks and what was merged of it.
    static func merge(
        series seriesID: Int64, runnerID: Int64, kind: String, blocksFrom first: Int64, to end: Int64,
        in statements: any HistoryStatements
    ) throws(FrameLabError) {
        let range =
            "series_id = ? AND runner_id = ? AND kind = ? AND block >= ? AND block < ?"
        let arguments: [SQLValue] = [
            .integer(seriesID), .integer(runnerID), .text(kind), .integer(first), .integer(end),
        ]
        var rows: [SeriesBlock.Row] = []
        var count = 0
        try statements.forEachPackedRow("SELECT block, metrics FROM summary_blocks WHERE \(range)", arguments) {
            block, bytes throws(FrameLabError) in
            do throws(PackedNumbers.Damage) {
                guard let bytes else { throw .notBytes }
                rows += try SeriesBlock(bytes).rows
                count += 1
            } catch {
                throw try damaged(block: block, series: seriesID, error, statements)
            }
        }
        guard count > 1 else { return }
        try statements.execute("DELETE FROM summary_blocks WHERE \(range)", arguments)
        try statements.insert(
            into: "summary_blocks", columns: blockColumns,
            rows: [
                [
                    .integer(seriesID), .integer(runnerID), .text(kind), .integer(first),
                    .blob(SeriesBlock(rows: rows).bytes),
                ]
            ])
    }

    /// The keys of the blocks that hold the rows of the runs `runs` (ids): each run's block's
    /// (`runs.block`), and its own, until its rows are merged.
    static func blockKeys(of runs: [Int64], in statements: any HistoryStatements) throws(FrameLabError)
        -> Set<Int64>
    {
        var keys = Set(runs)
        for (list, values) in SQLValue.batches(runs.map { .integer($0) }) {
            for columns in try statements.numbers("SELECT block FROM runs WHERE id IN \(list)", values) {
                if !columns[0].isNaN { keys.insert(Int64(columns[0])) }
            }
        }
        return keys
    }

    /// Calls `body` with each series's id and block keyed `block`, whole, in a transaction of
    /// `statements`.
    static func forEachBlock(
        _ block: Int64, in statements: any HistoryStatements, _ body: (Int64, SeriesBlock) throws(FrameLabError) -> Void
    ) throws(FrameLabError) {
        try forEachDecoded(block, in: statements, SeriesBlock.init, body)
    }

    /// Calls `body` with each series's id and row of the run `run` in the blocks keyed `block`, in
    /// a transaction of `statements`: the blocks' other rows passed over.
    static func forEachRow(
        of run: Int64, inBlock block: Int64, in statements: any HistoryStatements,
        _ body: (Int64, SeriesBlock.Row) throws(FrameLabError) -> Void
    ) throws(FrameLabError) {
        try forEachDecoded(
            block, in: statements,
            { bytes throws(PackedNumbers.Damage) in
                try SeriesBlock.row(of: run, in: bytes)
            }
        ) { seriesID, row throws(FrameLabError) in
            if let row { try body(seriesID, row) }
        }
    }

    /// Calls `body` with each series's id and what `decode` reads of its block keyed `block`, in
    /// a transaction of `statements`; a damaged block is an error naming it.
    private static func forEachDecoded<Decoded>(
        _ block: Int64, in statements: any HistoryStatements,
        _ decode: (UnsafeRawBufferPointer) throws(PackedNumbers.Damage) -> Decoded,
        _ body: (Int64, Decoded) throws(FrameLabError) -> Void
    ) throws(FrameLabError) {
        try statements.forEachPackedRow(
            "SELECT series_id, metrics FROM summary_blocks WHERE block = ?", [.integer(block)]
        ) { seriesID, bytes throws(FrameLabError) in
            let decoded: Decoded
            do throws(PackedNumbers.Damage) {
                guard let bytes else { throw .notBytes }
                decoded = try decode(bytes)
            } catch {
                throw try damaged(block: block, series: seriesID, error, statements)
            }
            try body(seriesID, decoded)
        }
    }

    /// The error for the damaged block keyed `block` of the series `seriesID`, naming its first
    /// run and the series's scenario, read in the transaction of `statements`.
    static func damaged(
        block: Int64, series seriesID: Int64, _ damage: PackedNumbers.Damage, _ statements: any HistoryStatements
    ) throws(FrameLabError) -> FrameLabError {
        let run =
            try statements.rows(
                "SELECT runner, name FROM runs WHERE id = ? OR block = ? ORDER BY id LIMIT 1",
                [.integer(block), .integer(block)]
            ).first.map { "\($0[0]!)/\($0[1]!)" } ?? "id \(block)"
        let scenario =
            try statements.rows("SELECT scenario FROM series WHERE id = ?", [.integer(seriesID)]).first?[0]
            ?? "id \(seriesID)"
        return FrameLabError(
            "the history's runs from \(run) on have damaged metrics in their \(scenario) rows (\(damage)): not read")
    }
}
