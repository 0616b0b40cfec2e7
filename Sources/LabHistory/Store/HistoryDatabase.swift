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
    /// prints them, bytes as PostgreSQL's hex format prints them (`\x0a1b`, ``SQLValue/bytes(_:)``).
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
    case blob([UInt8])

    /// The value as text, as PostgreSQL's text protocol takes it; `nil` for NULL.
    var text: String? {
        switch self {
        case .null: nil
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        case .blob(let bytes): Self.hex(bytes)
        }
    }

    /// `bytes` in PostgreSQL's hex format for `bytea`: `\x`, then two lowercase hex digits a byte.
    static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "x")]
        text.reserveCapacity(2 + 2 * bytes.count)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of a column read as text in the hex format (``hex(_:)``); `nil` for text that
    /// is not.
    package static func bytes(_ text: String) -> [UInt8]? {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "\\"), utf8.next() == UInt8(ascii: "x") else { return nil }
        func digit(_ character: UInt8) -> UInt8? {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 2)
        while let high = utf8.next() {
            guard let high = digit(high), let low = utf8.next().flatMap(digit) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}

extension SQLValue {
    /// A whole number, or NULL.
    package init(_ value: (some BinaryInteger)?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// A number, or NULL.
    package init(_ value: Double?) {
        self = value.map { .real($0) } ?? .null
    }

    /// Text, or NULL.
    package init(_ value: String?) {
        self = value.map { .text($0) } ?? .null
    }
}
