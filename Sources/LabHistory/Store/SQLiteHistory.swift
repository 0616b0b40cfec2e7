import Foundation
import GRDB
import GRDBSQLite
import LabSupport

/// The history in an SQLite file, through GRDB: a user's own checkout keeps it in
/// `results/history.sqlite`, created on first use.
///
/// Writers take turns: a transaction that finds the file locked waits up to
/// ``SQLiteHistory/lockTimeout`` for it, then fails. SQLite's journal keeps a transaction whole
/// when its process dies.
package final class SQLiteHistory: HistoryDatabase {
    /// How long a transaction waits for another process's to end, in seconds.
    package static let lockTimeout: TimeInterval = 5

    package let location: String
    private let queue: DatabaseQueue

    /// Opens the database file at `path`, creating it (but not its folder) when it does not exist,
    /// and migrates it to this lab's schema.
    ///
    /// Throws, naming the file, when it cannot be opened, is not an SQLite database, is locked
    /// past the timeout, or was written by a newer lab (a migration this one does not know).
    /// With `migratedThrough`, only the migrations up to that one's identifier are applied.
    package init(path: String, migratedThrough lastMigration: String? = nil) throws(FrameLabError) {
        location = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.lockTimeout)
        configuration.foreignKeysEnabled = true
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            let applied = try queue.read { db in
                if try Self.migrator.hasBeenSuperseded(db) {
                    throw HistorySchema.newerSchemaError(
                        try Self.migrator.appliedIdentifiers(db).subtracting(Self.migrator.migrations))
                }
                return try Self.migrator.appliedIdentifiers(db)
            }
            let pending = HistorySchema.migrations(through: lastMigration).filter { !applied.contains($0.identifier) }
            guard !pending.isEmpty else { return }
            // GRDB reads which migrations are applied before their transactions: another
            // process must not migrate meanwhile. An flock, which SQLite's own locks ignore.
            let lock = Foundation.open(path, O_RDONLY)
            defer { close(lock) }
            flock(lock, LOCK_EX)
            let reclaimsSpace = !applied.isEmpty && pending.contains(where: \.freesSpace)
            let start = ContinuousClock.now
            if !applied.isEmpty { HistorySchema.announce(pending, of: path, reclaimsSpace: reclaimsSpace) }
            if let pageSize = pending.compactMap(\.sqlitePageSize).last {
                try queue.inDatabase { db in try db.execute(sql: "PRAGMA page_size = \(pageSize)") }
            }
            if let lastMigration {
                try Self.migrator.migrate(queue, upTo: lastMigration)
            } else {
                try Self.migrator.migrate(queue)
            }
            // The pages a migration freed go back to the file system (the file is rewritten:
            // it needs as much free disk again while it is).
            if reclaimsSpace { try queue.vacuum() }
            if !applied.isEmpty, pending.contains(where: { $0.rewrite != nil }) {
                HistorySchema.reportMigrated(path, in: ContinuousClock.now - start)
            }
        } catch {
            throw Self.error(error, at: path)
        }
    }

    /// The schema's migrations, in order.
    private static let migrator = {
        var migrator = DatabaseMigrator()
        for migration in HistorySchema.migrations {
            migrator.registerMigration(
                migration.identifier, foreignKeyChecks: migration.onlyAddsTables ? .immediate : .deferred
            ) { db in
                let sql = migration.sql(for: .sqlite)
                if !sql.isEmpty { try db.execute(sql: sql) }
                try migration.rewrite?(Statements(db: db))
            }
        }
        return migrator
    }()

    package func write<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        do {
            return try queue.write { db in try body(Statements(db: db)) }
        } catch {
            throw Self.error(error, at: location)
        }
    }

    package func read<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result)
        throws(FrameLabError) -> Result
    {
        do {
            return try queue.read { db in try body(Statements(db: db)) }
        } catch {
            throw Self.error(error, at: location)
        }
    }

    package func reclaimSpace() throws(FrameLabError) {
        do {
            try queue.vacuum()
        } catch {
            throw Self.error(error, at: location)
        }
    }

    /// `error` as one line naming the file: SQLite's message for a database error.
    private static func error(_ error: any Error, at path: String) -> FrameLabError {
        switch error {
        case let error as FrameLabError:
            return error.message.hasPrefix(path) ? error : FrameLabError("\(path): \(error.message)")
        case let error as DatabaseError:
            return FrameLabError("\(path): \(error.message ?? "SQLite error \(error.resultCode)")")
        default:
            return FrameLabError("\(path): \(error)")
        }
    }

    /// The statements of one transaction.
    private struct Statements: HistoryStatements {
        var db: Database

        func execute(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) {
            do {
                try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
            } catch {
                throw FrameLabError(Self.message(error))
            }
        }

        func rows(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[String?]] {
            var rows: [[String?]] = []
            try step(sql, arguments) { handle in
                rows.append(
                    (0..<sqlite3_column_count(handle)).map { column in
                        switch sqlite3_column_type(handle, column) {
                        case SQLITE_NULL: nil
                        case SQLITE_INTEGER: String(sqlite3_column_int64(handle, column))
                        case SQLITE_FLOAT: String(sqlite3_column_double(handle, column))
                        case SQLITE_BLOB: SQLValue.hex(Self.bytes(handle, column))
                        default: Row.text(handle, column)
                        }
                    })
            }
            return rows
        }

        func forEachRow(
            _ sql: String, _ arguments: [SQLValue], _ body: (any HistoryRow) throws(FrameLabError) -> Void
        ) throws(FrameLabError) {
            try step(sql, arguments) { handle throws(FrameLabError) in try body(Row(handle: handle)) }
        }

        func numbers(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[Double]] {
            var numbers: [[Double]] = []
            try step(sql, arguments) { handle in
                numbers.append(
                    (0..<sqlite3_column_count(handle)).map { column in
                        sqlite3_column_type(handle, column) == SQLITE_NULL
                            ? .nan : sqlite3_column_double(handle, column)
                    })
            }
            return numbers
        }

        func forEachPackedRow(
            _ sql: String, _ arguments: [SQLValue],
            _ body: (_ id: Int64, _ bytes: UnsafeRawBufferPointer?) throws(FrameLabError) -> Void
        ) throws(FrameLabError) {
            try step(sql, arguments) { handle throws(FrameLabError) in
                let id = sqlite3_column_int64(handle, 0)
                try body(id, sqlite3_column_type(handle, 1) == SQLITE_BLOB ? Self.bytes(handle, 1) : nil)
            }
        }

        /// Runs `sql` with `arguments`, calling `row` with the statement at each row it selects.
        /// Stepped through SQLite's own calls: GRDB's rows box every value, which cost more than
        /// the rest of reading a series.
        private func step(
            _ sql: String, _ arguments: [SQLValue], _ row: (OpaquePointer) throws(FrameLabError) -> Void
        ) throws(FrameLabError) {
            let statement: Statement
            do {
                statement = try db.cachedStatement(sql: sql)
                try statement.setArguments(Self.arguments(arguments))
            } catch {
                throw FrameLabError(Self.message(error))
            }
            let handle = statement.sqliteStatement
            defer { sqlite3_reset(handle) }
            while true {
                switch sqlite3_step(handle) {
                case SQLITE_ROW: try row(handle)
                case SQLITE_DONE: return
                default: throw FrameLabError(String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))))
                }
            }
        }

        /// The row a statement is at, read through SQLite's own calls.
        private struct Row: HistoryRow {
            var handle: OpaquePointer

            func integer(_ column: Int) -> Int64? {
                sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL
                    ? nil : sqlite3_column_int64(handle, Int32(column))
            }

            func text(_ column: Int) -> String? {
                sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL ? nil : Self.text(handle, Int32(column))
            }

            func text(_ column: Int, equals text: String?) -> Bool {
                guard sqlite3_column_type(handle, Int32(column)) != SQLITE_NULL else { return text == nil }
                guard var text else { return false }
                // sqlite3_column_bytes after sqlite3_column_text, as SQLite's documentation asks.
                let start = sqlite3_column_text(handle, Int32(column))
                let count = Int(sqlite3_column_bytes(handle, Int32(column)))
                return text.withUTF8 { utf8 in
                    utf8.count == count && (count == 0 || memcmp(utf8.baseAddress!, start!, count) == 0)
                }
            }

            /// The text of `column` of the row `handle` is at (SQLite's text form of a number).
            static func text(_ handle: OpaquePointer, _ column: Int32) -> String {
                // sqlite3_column_bytes after sqlite3_column_text, as SQLite's documentation asks.
                String(
                    decoding: UnsafeRawBufferPointer(
                        start: sqlite3_column_text(handle, column), count: Int(sqlite3_column_bytes(handle, column))),
                    as: UTF8.self)
            }
        }

        /// The bytes of the BLOB in `column` of the row `handle` is at, valid until the next step.
        private static func bytes(_ handle: OpaquePointer, _ column: Int32) -> UnsafeRawBufferPointer {
            // sqlite3_column_bytes after sqlite3_column_blob, as SQLite's documentation asks.
            let start = sqlite3_column_blob(handle, column)
            return UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column)))
        }

        private static func arguments(_ values: [SQLValue]) -> StatementArguments {
            StatementArguments(
                values.map { value -> (any DatabaseValueConvertible)? in
                    switch value {
                    case .null: nil
                    case .integer(let integer): integer
                    case .real(let real): real
                    case .text(let text): text
                    case .blob(let bytes): Data(bytes)
                    }
                })
        }

        private static func message(_ error: any Error) -> String {
            (error as? DatabaseError)?.message ?? "\(error)"
        }
    }
}
