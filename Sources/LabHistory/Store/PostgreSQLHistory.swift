import Foundation
import LabSupport

/// The history on a PostgreSQL server, through libpq: what a team's runners share. The server
/// is chosen by a `postgres://user:password@host:port/database` URL; the schema is created on
/// first use by migrations of its own, recorded in `schema_migrations`.
package final class PostgreSQLHistory: HistoryDatabase {
    package let location: String
    private let libpq: LibPQ
    private let connection: OpaquePointer

    /// How long connecting may take before it fails, in seconds, unless the URL says otherwise.
    private static let connectTimeout = 10

    /// Connects to the server `url` names and migrates its database to this lab's schema.
    ///
    /// Throws, naming the server (never the password), when it cannot be reached, refuses the
    /// credentials, or holds a schema of a newer lab.
    /// With `migratedThrough`, only the migrations up to that one's identifier are applied.
    package init(url: String, migratedThrough lastMigration: String? = nil) throws(FrameLabError) {
        location = url.passwordsMasked
        let libpq = try LibPQ.shared()
        self.libpq = libpq
        // The URL's own parameters come after the default timeout, so that they win.
        let keywords = ["connect_timeout", "dbname"]
        let values = [String(Self.connectTimeout), url]
        let connection = withArrayOfCStrings(keywords) { keywords in
            withArrayOfCStrings(values) { values in libpq.connectdbParams(keywords, values, 1) }
        }
        guard let connection else { throw FrameLabError("\(location): out of memory") }
        self.connection = connection
        guard libpq.status(connection) == LibPQ.connectionOK else {
            throw FrameLabError("\(location): \(Self.message(libpq.errorMessage(connection)))")
        }
        // Notices ("relation already exists, skipping") are not for the user.
        _ = libpq.setNoticeProcessor(connection, { _, _ in }, nil)
        // Bytes read as the hex format whatever the server's default (``SQLValue/bytes(_:)``).
        try statements.execute("SET bytea_output = 'hex'", [])
        try migrate(through: lastMigration)
    }

    deinit {
        libpq.finish(connection)
    }

    /// Statements on the connection.
    private var statements: Statements {
        Statements(libpq: libpq, connection: connection, location: location)
    }

    package func write<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        try transaction("BEGIN", body)
    }

    package func read<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    package func reclaimSpace() throws(FrameLabError) {
        // CLUSTER rewrites the summary blocks and their indexes without the space removed rows
        // held, the table in key order too (a series's blocks together); VACUUM (outside a
        // transaction) marks every other table's free space for reuse.
        let primaryKey = try statements.rows(
            "SELECT indexrelid::regclass::text FROM pg_index WHERE indrelid = 'summary_blocks'::regclass AND indisprimary",
            [])
        if let name = primaryKey.first?[0] {
            try statements.execute("CLUSTER summary_blocks USING \(name)", [])
        }
        try statements.execute("VACUUM ANALYZE", [])
    }

    /// Runs `body` between `begin` and COMMIT, or ROLLBACK when it throws.
    private func transaction<Result>(
        _ begin: String, _ body: (any HistoryStatements) throws(FrameLabError) -> Result
    ) throws(FrameLabError) -> Result {
        try statements.execute(begin, [])
        do {
            let result = try body(statements)
            try statements.execute("COMMIT", [])
            return result
        } catch {
            try? statements.execute("ROLLBACK", [])
            throw error.message.hasPrefix(location) ? error : FrameLabError("\(location): \(error.message)")
        }
    }

    /// Applies the migrations this database lacks, one runner at a time (an advisory lock), and
    /// refuses a database that has migrations this lab does not know.
    private func migrate(through lastMigration: String?) throws(FrameLabError) {
        try write { statements throws(FrameLabError) in
            try statements.execute("SELECT pg_advisory_xact_lock(4242)", [])
            try statements.execute("CREATE TABLE IF NOT EXISTS schema_migrations (identifier TEXT PRIMARY KEY)", [])
            let applied = Set(try statements.rows("SELECT identifier FROM schema_migrations", []).compactMap { $0[0] })
            let unknown = applied.subtracting(HistorySchema.migrations.map(\.identifier))
            guard unknown.isEmpty else { throw HistorySchema.newerSchemaError(unknown) }
            let pending = HistorySchema.migrations(through: lastMigration).filter { !applied.contains($0.identifier) }
            let start = ContinuousClock.now
            if !applied.isEmpty { HistorySchema.announce(pending, of: location, reclaimsSpace: false) }
            for migration in pending {
                let sql = migration.sql(for: .postgreSQL)
                if !sql.isEmpty { try statements.execute(sql, []) }
                try migration.rewrite?(statements)
                try statements.execute(
                    "INSERT INTO schema_migrations (identifier) VALUES (?)", [.text(migration.identifier)])
            }
            if !applied.isEmpty, pending.contains(where: { $0.rewrite != nil }) {
                HistorySchema.reportMigrated(location, in: ContinuousClock.now - start)
            }
        }
    }

    /// libpq's message, its lines joined into one.
    fileprivate static func message(_ text: UnsafePointer<CChar>?) -> String {
        let message = text.map { String(cString: $0) } ?? "unknown error"
        return message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
    }

    /// The statements of one transaction.
    private struct Statements: HistoryStatements {
        var libpq: LibPQ
        var connection: OpaquePointer
        var location: String

        func execute(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) {
            _ = try run(sql, arguments)
        }

        func rows(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[String?]] {
            try run(sql, arguments)
        }

        func forEachRow(
            _ sql: String, _ arguments: [SQLValue], _ body: (any HistoryRow) throws(FrameLabError) -> Void
        ) throws(FrameLabError) {
            let result = try self.result(sql, arguments, binary: false)
            defer { libpq.clear(result) }
            for row in 0..<libpq.ntuples(result) { try body(Row(libpq: libpq, result: result, row: row)) }
        }

        /// A row of a result in the text format, its values parsed where libpq holds them.
        private struct Row: HistoryRow {
            var libpq: LibPQ
            var result: OpaquePointer?
            var row: Int32

            func integer(_ column: Int) -> Int64? {
                value(column).map { strtoll($0, nil, 10) }
            }

            func text(_ column: Int) -> String? {
                value(column).map { String(cString: $0) }
            }

            func text(_ column: Int, equals text: String?) -> Bool {
                guard let held = value(column) else { return text == nil }
                return text.map { strcmp(held, $0) == 0 } ?? false
            }

            /// The value's text; `nil` for NULL.
            private func value(_ column: Int) -> UnsafeMutablePointer<CChar>? {
                libpq.getisnull(result, row, Int32(column)) == 1 ? nil : libpq.getvalue(result, row, Int32(column))
            }
        }

        func numbers(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[Double]] {
            try run(sql, arguments).map { row in row.map { $0.flatMap(Double.init) ?? .nan } }
        }

        func forEachPackedRow(
            _ sql: String, _ arguments: [SQLValue],
            _ body: (_ id: Int64, _ bytes: UnsafeRawBufferPointer?) throws(FrameLabError) -> Void
        ) throws(FrameLabError) {
            // In the binary format: the id as 8 bytes, big-endian; a BYTEA's bytes as they are.
            let result = try self.result(sql, arguments, binary: true)
            defer { libpq.clear(result) }
            for row in 0..<libpq.ntuples(result) {
                guard libpq.getlength(result, row, 0) == 8, let id = libpq.getvalue(result, row, 0) else {
                    throw FrameLabError("\(location): a packed row's id is not an 8-byte integer")
                }
                let bytes =
                    libpq.getisnull(result, row, 1) == 1 || libpq.ftype(result, 1) != Self.byteaType
                    ? nil
                    : UnsafeRawBufferPointer(
                        start: libpq.getvalue(result, row, 1), count: Int(libpq.getlength(result, row, 1)))
                try body(Int64(bigEndian: UnsafeRawPointer(id).loadUnaligned(as: Int64.self)), bytes)
            }
        }

        /// The type id of PostgreSQL's `bytea` (`pg_type.oid`), fixed by the server's catalog.
        private static let byteaType: UInt32 = 17

        /// Runs `sql` with its `?` placeholders numbered as PostgreSQL's (`$1`, `$2`…); without
        /// arguments, through the simple protocol, which takes several statements (a migration).
        private func run(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[String?]] {
            let result = try self.result(sql, arguments, binary: false)
            defer { libpq.clear(result) }
            return (0..<libpq.ntuples(result)).map { row in
                (0..<libpq.nfields(result)).map { column in
                    libpq.getisnull(result, row, column) == 1
                        ? nil : libpq.getvalue(result, row, column).map { String(cString: $0) }
                }
            }
        }

        /// The result of `sql` as ``run(_:_:)`` runs it, its values as text or, when `binary`, in
        /// PostgreSQL's binary format (with arguments only). The caller clears it.
        private func result(_ sql: String, _ arguments: [SQLValue], binary: Bool) throws(FrameLabError)
            -> OpaquePointer?
        {
            var number = 0
            let numbered = sql.reduce(into: "") { text, character in
                guard character == "?" else { return text.append(character) }
                number += 1
                text += "$\(number)"
            }
            let texts = arguments.map(\.text)
            let result =
                texts.isEmpty && !binary
                ? libpq.exec(connection, sql)
                : withArrayOfOptionalCStrings(texts) { values in
                    libpq.execParams(connection, numbered, Int32(texts.count), nil, values, nil, nil, binary ? 1 : 0)
                }
            let status = libpq.resultStatus(result)
            guard status == LibPQ.commandOK || status == LibPQ.tuplesOK else {
                libpq.clear(result)
                throw FrameLabError(PostgreSQLHistory.message(libpq.errorMessage(connection)))
            }
            return result
        }
    }
}

/// Calls `body` with `strings` as a C array of C strings, valid during the call.
private func withArrayOfCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    withArrayOfOptionalCStrings(strings.map { $0 }, body)
}

/// Calls `body` with `strings` as a C array of C strings (NULL for `nil`), ended by a NULL,
/// valid during the call.
private func withArrayOfOptionalCStrings<Result>(
    _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { $0.map { strdup($0)! } }
    defer {
        for copy in copies { free(copy) }
    }
    let pointers = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
