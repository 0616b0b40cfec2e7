import Foundation
import LabHistory
import TestSupport

/// A database engine the contract tests run against, each test on a fresh, empty database.
enum HistoryBackend: String, CustomStringConvertible, Sendable {
    case sqlite
    case postgreSQL

    /// SQLite always; PostgreSQL where the tests' server can start (or must).
    static var available: [HistoryBackend] {
        PostgreSQLServer.isAvailable || ProcessInfo.processInfo.environment[PostgreSQLServer.requiredVariable] == "1"
            ? [.sqlite, .postgreSQL] : [.sqlite]
    }

    var description: String { rawValue }

    /// The table that records the schema's applied migrations, by identifier.
    var migrationsTable: String {
        switch self {
        case .sqlite: "grdb_migrations"
        case .postgreSQL: "schema_migrations"
        }
    }

    /// Calls `body` with a new, empty database of this engine.
    func withFreshLocation<Result>(_ body: (HistoryLocation) throws -> Result) throws -> Result {
        switch self {
        case .sqlite:
            try withTemporaryDirectory { folder in
                try body(.sqlite(path: folder.appending(path: "history.sqlite").path))
            }
        case .postgreSQL:
            try body(.postgreSQL(url: try PostgreSQLServer.shared!.createDatabase()))
        }
    }
}
