import Foundation
import LabSupport

/// Where the history lives: an SQLite file (the default, `history.sqlite` in the results
/// folder) or a PostgreSQL server a team's runners share.
package enum HistoryLocation: Hashable, Sendable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL server, by its `postgres://` URL.
    case postgreSQL(url: String)

    /// The environment variable that names the database when `--database` does not.
    package static let environmentVariable = "FRAMELAB_DATABASE_URL"

    /// The database `argument` (`--database`) names, else ``environmentVariable``, else
    /// `history.sqlite` in `results`: a `postgres://` or `postgresql://` URL is a server,
    /// anything else a file's path.
    package init(argument: String?, results: URL) {
        let named =
            argument
            ?? ProcessInfo.processInfo.environment[Self.environmentVariable].flatMap {
                $0.isEmpty ? nil : $0
            }
        guard let named else {
            self = .defaultFile(in: results)
            return
        }
        self =
            named.hasPrefix("postgres://") || named.hasPrefix("postgresql://")
            ? .postgreSQL(url: named) : .sqlite(path: named)
    }

    /// The history used when none is named: `history.sqlite` in the results folder `results`.
    package static func defaultFile(in results: URL) -> HistoryLocation {
        .sqlite(path: results.appending(path: "history.sqlite").path)
    }

    /// The database, opened and migrated to this lab's schema (created on first use).
    package func open() throws(FrameLabError) -> any HistoryDatabase {
        try open(migratedThrough: nil)
    }

    /// The database, migrated only through the migration `identifier` (all of them when `nil`):
    /// an older lab's schema, which the tests of the later migrations start from.
    package func open(migratedThrough identifier: String?) throws(FrameLabError) -> any HistoryDatabase {
        switch self {
        case .sqlite(let path): try SQLiteHistory(path: path, migratedThrough: identifier)
        case .postgreSQL(let url): try PostgreSQLHistory(url: url, migratedThrough: identifier)
        }
    }

    /// The location as messages show it: a file's path, or a server's URL with its password
    /// masked.
    package var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgreSQL(let url): url.passwordsMasked
        }
    }
}
