import LabSupport

/// A database engine the history can live in, as the store uses it: SQL with `?` placeholders,
/// run in transactions, answers read as text. ``SQLiteHistory`` and ``PostgreSQLHistory``
/// implement it, each with its own migrations to the one schema (``HistorySchema``).
package protocol HistoryDatabase: AnyObject {
    /// Where the database is, for messages: a file's path, or a server's URL without its password.
    var location: String { get }

    /// Runs `body` in one transaction that writes: committed when it returns, rolled back
    /// (nothing of it kept) when it throws or the process dies.
    func write<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result) throws(FrameLabError)
        -> Result

    /// Runs `body` on one consistent view of the database.
    func read<Result>(_ body: (any HistoryStatements) throws(FrameLabError) -> Result) throws(FrameLabError)
        -> Result
}

/// The statements a transaction of a ``HistoryDatabase`` runs.
package protocol HistoryStatements {
    /// Runs `sql`, whose `?` placeholders take `arguments` in order.
    func execute(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError)

    /// The rows `sql` selects, each column's value as text (`nil` for NULL), numbers as Swift
    /// prints them.
    func rows(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[String?]]

    /// The rows `sql` selects, whose columns are all numbers, as numbers (NaN for NULL): a
    /// series's thousands of values without printing and parsing each.
    func numbers(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[Double]]
}

/// A value bound to a placeholder.
package enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// The value as text, as PostgreSQL's text protocol takes it; `nil` for NULL.
    var text: String? {
        switch self {
        case .null: nil
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        }
    }
}

extension SQLValue {
    /// A whole number, or NULL.
    init(_ value: (some BinaryInteger)?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// A number, or NULL.
    init(_ value: Double?) {
        self = value.map { .real($0) } ?? .null
    }

    /// Text, or NULL.
    init(_ value: String?) {
        self = value.map { .text($0) } ?? .null
    }
}
