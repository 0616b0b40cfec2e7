import Foundation
import LabSupport

/// The history's tables, one schema for both engines, written once: each migration's SQL names
/// the few things the engines spell differently as `{ID}` (a generated row id), `{REAL}` (a
/// 64-bit float), `{BIGINT}` (a 64-bit integer), `{BLOB}` (bytes), `{COMPACT}` (a table keyed by
/// its primary key alone), `{SMALLEST_SAMPLE}` (the smallest number of a row's
/// comma-separated `samples`), `{RUN_INDEX_COLUMNS}` (the columns of `runs` an index by runner
/// covers after its key) and `{BLOCK_STORAGE}` (how `summary_blocks` keeps its BLOBs), which
/// ``Migration/sql(for:)`` replaces.
///
/// A run is one row of `runs`. Its summary rows are in `summary_blocks`: each series (scenario ×
/// implementation × items × refresh rate, in `series`) keeps a runner's rows of one kind in
/// blocks of runs (``SeriesBlock``), keyed by series, runner, kind and block, so that a runner's
/// series over 10,000 runs is one range of ~160 BLOBs; a run's block is `runs.block`, the first
/// run's id, and a new run's rows are blocks keyed by its own id until merged into it. Metrics
/// are kept under their id in `metric_names`, so that a new metric is a new name, not a new
/// column, and a `make bench` run takes tens of kilobytes, not hundreds. A gate run's checks are
/// rows of `checks`; a change point someone said was intended is a row of `acknowledgements` (its
/// scenario empty for every scenario); the commit graph the branch order needs where a clone's
/// git history stops is `commit_parents` (a commit's parents, space-separated, the first first);
/// what `--changes` found is kept in `kept_searches` and `kept_changes`, and how far each
/// series's search holds in `kept_splits` (``KeptSearch``); the branch chains git gave last, in
/// `kept_chains` (a tip's first-parent chain, newline-separated, the oldest first, and the order
/// it was kept in, the newest highest). A runner's runs are read through `runs_by_runner`.
package enum HistorySchema {
    /// The engines the schema is written for.
    package enum Engine: Sendable {
        case sqlite
        case postgreSQL
    }

    /// One step of the schema, applied once, in order, by its identifier.
    package struct Migration: Sendable {
        /// The step's name, recorded in the database once applied.
        package var identifier: String
        /// The step's SQL, with the engines' differences as placeholders; empty for a step that
        /// only rewrites.
        var template: String
        /// What the step does that SQL both engines run cannot: rows rewritten in Swift, after
        /// the SQL, in the same transaction.
        package var rewrite: (@Sendable (any HistoryStatements) throws(FrameLabError) -> Void)?
        /// Whether the step frees much of the file, which SQLite gives back by `VACUUM` after it.
        package var freesSpace = false
        /// Whether the step only adds tables or indexes: SQLite then checks foreign keys as it runs,
        /// instead of checking every row of the history after it, as a step that rebuilds tables needs.
        package var onlyAddsTables = false
        /// The page size, in bytes, the step gives an SQLite file: set before a new file's first
        /// table, else by the `VACUUM` after the step (``freesSpace``).
        package var sqlitePageSize: Int?
        /// The one engine whose schema the step changes, when only one: the other records the step
        /// applied and runs nothing.
        package var onlyOn: Engine?

        /// The step's SQL for `engine`, with its placeholders spelled; empty when the step has none
        /// there.
        package func sql(for engine: Engine) -> String {
            if let onlyOn, onlyOn != engine { return "" }
            return spelled(for: engine)
        }

        /// `template` with `engine`'s spellings.
        private func spelled(for engine: Engine) -> String {
            let spellings: [(String, String)] =
                switch engine {
                case .sqlite:
                    [
                        ("{ID}", "INTEGER PRIMARY KEY"), ("{REAL}", "REAL"), ("{BIGINT}", "INTEGER"),
                        ("{BLOB}", "BLOB"),
                        ("{COMPACT}", " WITHOUT ROWID"),
                        (
                            "{RUN_INDEX_COLUMNS}",
                            ", name, started_at, commit_sha, parent_sha, commit_time, commit_subject, dirty, "
                                + "commit_known, folder, swift_version, valgrind_version, build_flags"
                        ),
                        (
                            "{SMALLEST_SAMPLE}",
                            "CASE WHEN json_valid('[' || samples || ']') "
                                + "THEN (SELECT min(value) FROM json_each('[' || samples || ']')) END"
                        ),
                        ("{BLOCK_STORAGE}", ""),
                    ]
                case .postgreSQL:
                    [
                        ("{ID}", "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"), ("{REAL}", "DOUBLE PRECISION"),
                        ("{BIGINT}", "BIGINT"), ("{BLOB}", "BYTEA"), ("{COMPACT}", ""),
                        // An index entry is at most 2,704 bytes, which a long commit subject could pass.
                        ("{RUN_INDEX_COLUMNS}", ""),
                        (
                            "{SMALLEST_SAMPLE}",
                            "(SELECT min(CAST(sample AS DOUBLE PRECISION)) "
                                + "FROM unnest(string_to_array(samples, ',')) AS sample)"
                        ),
                        // A block is kept in its row (not in TOAST's 2 KB chunks) where it compresses to
                        // a page, compressed by lz4 (PostgreSQL 14 built with it; else its default):
                        // read back twice as fast as pglz's chunks, in as little space.
                        (
                            "{BLOCK_STORAGE}",
                            """
                            ALTER TABLE summary_blocks SET (toast_tuple_target = 8160);
                            DO $$ BEGIN
                                ALTER TABLE summary_blocks ALTER COLUMN metrics SET COMPRESSION lz4;
                            EXCEPTION WHEN feature_not_supported OR syntax_error THEN NULL;
                            END $$;
                            """
                        ),
                    ]
                }
            return spellings.reduce(template) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }

    /// The error for a database that has applied `unknown` migrations, which this lab does not
    /// know: a newer lab wrote it, and this one must not.
    package static func newerSchemaError(_ unknown: Set<String>) -> FrameLabError {
        FrameLabError(
            "the history's schema is newer than this framelab's (migrations "
                + "\(unknown.sorted().joined(separator: ", "))): update framelab")
    }

    /// The migrations up to the one `identifier` names, oldest first; every one for `nil`.
    package static func migrations(through identifier: String?) -> ArraySlice<Migration> {
        let last = migrations.firstIndex { $0.identifier == identifier } ?? migrations.count - 1
        return migrations[...last]
    }

    /// Every migration, oldest first. Add new ones at the end; never edit an applied one.
    package static let migrations = [
        Migration(
            identifier: "1-runs-series-metrics-checks",
            template: """
                CREATE TABLE runs (
                    id {ID},
                    runner TEXT NOT NULL,
                    name TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    started_at {BIGINT} NOT NULL,
                    commit_sha TEXT NOT NULL,
                    parent_sha TEXT,
                    commit_time {BIGINT},
                    commit_subject TEXT,
                    dirty {BIGINT} NOT NULL,
                    commit_known {BIGINT} NOT NULL,
                    processor TEXT NOT NULL,
                    cpu_family {BIGINT},
                    cpu_model {BIGINT},
                    cores {BIGINT} NOT NULL,
                    memory_bytes {BIGINT} NOT NULL,
                    operating_system TEXT NOT NULL,
                    swift_version TEXT,
                    valgrind_version TEXT,
                    build_flags TEXT NOT NULL,
                    command_line TEXT NOT NULL,
                    folder TEXT,
                    load_average {REAL},
                    steal_percent {REAL},
                    UNIQUE (runner, name)
                );
                CREATE INDEX runs_by_commit ON runs (commit_sha);
                CREATE TABLE series (
                    id {ID},
                    scenario TEXT NOT NULL,
                    implementation TEXT NOT NULL,
                    items {BIGINT} NOT NULL,
                    refresh_hz {BIGINT} NOT NULL,
                    UNIQUE (scenario, implementation, items, refresh_hz)
                );
                CREATE TABLE metric_names (
                    id {ID},
                    name TEXT NOT NULL UNIQUE
                );
                CREATE TABLE summary_rows (
                    run_id {BIGINT} NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    position {BIGINT} NOT NULL,
                    series_id {BIGINT} NOT NULL REFERENCES series (id),
                    status TEXT NOT NULL,
                    PRIMARY KEY (run_id, position),
                    UNIQUE (run_id, series_id)
                ){COMPACT};
                CREATE TABLE metrics (
                    series_id {BIGINT} NOT NULL,
                    metric_id {BIGINT} NOT NULL REFERENCES metric_names (id),
                    run_id {BIGINT} NOT NULL,
                    value {REAL} NOT NULL,
                    samples TEXT,
                    PRIMARY KEY (series_id, metric_id, run_id),
                    FOREIGN KEY (run_id, series_id) REFERENCES summary_rows (run_id, series_id) ON DELETE CASCADE
                ){COMPACT};
                CREATE INDEX metrics_by_run ON metrics (run_id, series_id);
                CREATE TABLE checks (
                    run_id {BIGINT} NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    position {BIGINT} NOT NULL,
                    metric TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    baseline TEXT NOT NULL,
                    value TEXT NOT NULL,
                    limit_shown TEXT NOT NULL,
                    verdict TEXT NOT NULL,
                    PRIMARY KEY (run_id, position)
                );
                """),
        Migration(
            identifier: "2-acknowledgements",
            template: """
                CREATE TABLE acknowledgements (
                    commit_sha TEXT NOT NULL,
                    metric TEXT NOT NULL,
                    scenario TEXT NOT NULL,
                    note TEXT NOT NULL,
                    acknowledged_at {BIGINT} NOT NULL,
                    PRIMARY KEY (commit_sha, metric, scenario)
                );
                """),
        // A run's fastest repetition of a metric (the smallest of its samples), which change
        // detection reads for every run of a series: parsing the samples each time slowed
        // `--changes` markedly on a long history.
        Migration(
            identifier: "3-fastest-repetition",
            template: """
                ALTER TABLE metrics ADD COLUMN fastest {REAL};
                UPDATE metrics SET fastest = {SMALLEST_SAMPLE} WHERE samples IS NOT NULL;
                """),
        // A password in a recorded command line (`--database postgres://user:secret@…`), which
        // runs recorded before passwords were masked hold: masked, as the lab now records them.
        Migration(
            identifier: "4-passwords-masked", template: "",
            rewrite: { statements throws(FrameLabError) in
                let commandLines = try statements.rows(
                    "SELECT id, command_line FROM runs WHERE command_line LIKE '%://%:%@%' OR command_line LIKE '%password=%'",
                    [])
                for row in commandLines {
                    guard let id = row[0], let commandLine = row[1], commandLine.passwordsMasked != commandLine else {
                        continue
                    }
                    try statements.execute(
                        "UPDATE runs SET command_line = ? WHERE id = ?",
                        [.text(commandLine.passwordsMasked), .text(id)])
                }
            }),
        // What orders runs where git's history stops (a shallow clone): each measured commit's
        // parents as its commit object names them, and the commits between measured ones that a
        // recording job could see; and the ref each run measured, a pull request's base branch.
        // Runs recorded before keep their first parent (a merge's others were not recorded).
        Migration(
            identifier: "5-commit-graph-and-refs",
            template: """
                ALTER TABLE runs ADD COLUMN ref TEXT;
                ALTER TABLE runs ADD COLUMN pull_request_base TEXT;
                CREATE TABLE commit_parents (
                    sha TEXT PRIMARY KEY,
                    parents TEXT NOT NULL
                ){COMPACT};
                INSERT INTO commit_parents (sha, parents)
                    SELECT commit_sha, MIN(parent_sha) FROM runs
                    WHERE commit_known = 1 AND parent_sha IS NOT NULL
                    GROUP BY commit_sha;
                """),
        // A summary row's metrics and repetitions packed in one BLOB (``PackedNumbers``)
        // instead of a row of `metrics` each with its repetitions as text, which made a
        // `make bench` run about 176 KB. Keyed by run, so that recording appends (pages filled,
        // not split); a series is one range of the (series, run) index.
        Migration(
            identifier: "6-packed-summary-rows",
            template: """
                CREATE TABLE packed_rows (
                    series_id {BIGINT} NOT NULL REFERENCES series (id),
                    run_id {BIGINT} NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    position {BIGINT} NOT NULL,
                    status TEXT NOT NULL,
                    metrics {BLOB} NOT NULL,
                    PRIMARY KEY (run_id, position),
                    UNIQUE (series_id, run_id)
                ){COMPACT};
                """,
            rewrite: { statements throws(FrameLabError) in
                try PackedRow.packEveryRow(statements)
                try statements.execute("DROP TABLE metrics", [])
                try statements.execute("DROP TABLE summary_rows", [])
                try statements.execute("ALTER TABLE packed_rows RENAME TO summary_rows", [])
            }, freesSpace: true),
        // Summary rows keyed by series, then run: on SQLite a series is then one run of pages,
        // read in key order, where keyed by run each row was a lookup from the (series, run)
        // index into rows interleaved with every other series's. Each series's range grows at
        // its end, so recording costs no more space.
        Migration(
            identifier: "7-summary-rows-by-series",
            template: """
                CREATE TABLE summary_rows_by_series (
                    series_id {BIGINT} NOT NULL REFERENCES series (id),
                    run_id {BIGINT} NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    position {BIGINT} NOT NULL,
                    status TEXT NOT NULL,
                    metrics {BLOB} NOT NULL,
                    PRIMARY KEY (series_id, run_id),
                    UNIQUE (run_id, position)
                ){COMPACT};
                INSERT INTO summary_rows_by_series (series_id, run_id, position, status, metrics)
                    SELECT series_id, run_id, position, status, metrics FROM summary_rows ORDER BY series_id, run_id;
                DROP TABLE summary_rows;
                ALTER TABLE summary_rows_by_series RENAME TO summary_rows;
                """, freesSpace: true),
        // Summary rows keyed by series, then runner (interned in `runner_names`), then run: a
        // team's runners record the same commits, so keyed by series and run a runner's rows
        // lay among every other runner's, and reading one runner's series read them all.
        Migration(
            identifier: "8-summary-rows-by-runner",
            template: """
                CREATE TABLE runner_names (
                    id {ID},
                    name TEXT NOT NULL UNIQUE
                );
                INSERT INTO runner_names (name) SELECT DISTINCT runner FROM runs ORDER BY runner;
                CREATE TABLE summary_rows_by_runner (
                    series_id {BIGINT} NOT NULL REFERENCES series (id),
                    runner_id {BIGINT} NOT NULL REFERENCES runner_names (id),
                    run_id {BIGINT} NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    position {BIGINT} NOT NULL,
                    status TEXT NOT NULL,
                    metrics {BLOB} NOT NULL,
                    PRIMARY KEY (series_id, runner_id, run_id),
                    UNIQUE (run_id, position)
                ){COMPACT};
                INSERT INTO summary_rows_by_runner (series_id, runner_id, run_id, position, status, metrics)
                    SELECT s.series_id, n.id, s.run_id, s.position, s.status, s.metrics
                    FROM summary_rows s JOIN runs r ON r.id = s.run_id JOIN runner_names n ON n.name = r.runner
                    ORDER BY s.series_id, n.id, s.run_id;
                DROP TABLE summary_rows;
                ALTER TABLE summary_rows_by_runner RENAME TO summary_rows;
                """, freesSpace: true),
        // What `--changes` found, kept per runner and request (``KeptSearch``), so that the next
        // call searches only the runners with runs recorded since: a team's ten runners' series
        // take seconds to search, one runner's new run a tenth of that. A change point's sides
        // are little-endian doubles; prune, which removes runs, empties both tables.
        Migration(
            identifier: "9-kept-searches",
            template: """
                CREATE TABLE kept_searches (
                    runner_id {BIGINT} NOT NULL,
                    request TEXT NOT NULL,
                    chain_tip TEXT NOT NULL,
                    chain_digest TEXT NOT NULL,
                    through_run {BIGINT} NOT NULL,
                    kept_at {BIGINT} NOT NULL,
                    PRIMARY KEY (runner_id, request)
                );
                CREATE TABLE kept_changes (
                    runner_id {BIGINT} NOT NULL,
                    request TEXT NOT NULL,
                    position {BIGINT} NOT NULL,
                    series_id {BIGINT} NOT NULL,
                    metric TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    commit_run {BIGINT} NOT NULL,
                    previous_run {BIGINT} NOT NULL,
                    p_value {REAL} NOT NULL,
                    before_values {BLOB} NOT NULL,
                    after_values {BLOB} NOT NULL,
                    PRIMARY KEY (runner_id, request, position)
                );
                """),
        // How far each series's kept search holds when runs are recorded (``SeriesProgress``), so
        // that a runner's new run resumes its series's splits instead of searching them again;
        // the progress is little-endian 64-bit integers.
        Migration(
            identifier: "10-kept-splits",
            template: """
                CREATE TABLE kept_splits (
                    runner_id {BIGINT} NOT NULL,
                    request TEXT NOT NULL,
                    series_id {BIGINT} NOT NULL,
                    metric TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    progress {BLOB} NOT NULL,
                    PRIMARY KEY (runner_id, request, series_id, metric, kind)
                );
                """, onlyAddsTables: true),
        // The branch chains git walked, so that a read along the same tip does not walk it again
        // (``HistoryStore/keptChain(endingAt:)``).
        Migration(
            identifier: "11-kept-chains",
            template: """
                CREATE TABLE kept_chains (
                    tip TEXT PRIMARY KEY,
                    commits TEXT NOT NULL,
                    kept_order {BIGINT} NOT NULL
                );
                """, onlyAddsTables: true),
        // Each runner's runs of each kind in id order, in an index that on SQLite also holds every
        // column the run index reads (``HistoryStore/runIndex(reloaded:runner:)``): a team's
        // runners record the same commits, so one runner's runs lie one to a page of `runs`, among
        // every other runner's, and reading them read most of the table.
        Migration(
            identifier: "12-runs-by-runner",
            template: "CREATE INDEX runs_by_runner ON runs (runner, kind, id{RUN_INDEX_COLUMNS});",
            onlyAddsTables: true),
        // SQLite pages of 16 KiB, not 4: a runner's series is a range of `summary_rows` read page by
        // page, each page a system call, so a quarter as many calls; and fewer pages hold less
        // space no row fills. Writes cost more (a recorded run changes a page per series), so not
        // 64 KiB. PostgreSQL's page size is fixed when the server is built: nothing changes there.
        Migration(identifier: "13-sqlite-16-kib-pages", template: "", freesSpace: true, sqlitePageSize: 16384),
        // PostgreSQL keeps a row where it was inserted, a run's rows together, so a runner's series
        // of 10,000 runs lay on 10,000 pages of the table. Its primary key's index, in key order,
        // now holds the metrics too: a series is read from the index alone (an index-only scan),
        // page after page. That scan reads the table for rows on pages not yet marked all-visible,
        // which autovacuum marks once 10,000 rows (~75 runs) are inserted, not 20 % of the table.
        // SQLite's table is its key's order already (WITHOUT ROWID): nothing changes there.
        Migration(
            identifier: "14-postgresql-series-read-from-index",
            template: """
                ALTER TABLE summary_rows DROP CONSTRAINT summary_rows_by_runner_pkey,
                    ADD CONSTRAINT summary_rows_pkey PRIMARY KEY (series_id, runner_id, run_id) INCLUDE (metrics);
                ALTER TABLE summary_rows SET (
                    autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);
                """, onlyAddsTables: true, onlyOn: .postgreSQL),
        // A series's rows in blocks of a runner's runs of one kind (``SeriesBlock``), each metric's
        // numbers together: a series over 10,000 runs was 10,000 rows, each with its key and index
        // entries (and on PostgreSQL its metrics again in its key's index, to read them in order);
        // it is ~160 BLOBs now, read in key order on both engines, a metric's numbers read without
        // walking the others'. A run's block is `runs.block`; a new run's rows are blocks of their
        // own, keyed by its id, until merged into it (``HistoryStore/recordRows(_:of:runner:runnerID:kind:in:)``).
        Migration(
            identifier: "15-summary-blocks",
            template: """
                ALTER TABLE runs ADD COLUMN block {BIGINT};
                CREATE TABLE summary_blocks (
                    series_id {BIGINT} NOT NULL REFERENCES series (id),
                    runner_id {BIGINT} NOT NULL REFERENCES runner_names (id),
                    kind TEXT NOT NULL,
                    block {BIGINT} NOT NULL,
                    metrics {BLOB} NOT NULL,
                    PRIMARY KEY (series_id, runner_id, kind, block),
                    UNIQUE (block, series_id)
                );
                CREATE INDEX runs_by_block ON runs (block);
                {BLOCK_STORAGE}
                """,
            rewrite: { statements throws(FrameLabError) in try SeriesBlock.blockEveryRow(statements) },
            freesSpace: true),
    ]
}
