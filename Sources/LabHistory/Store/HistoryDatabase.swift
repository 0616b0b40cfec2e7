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

    /// Gives the space of removed rows back: SQLite rewrites the file (`VACUUM`, which needs as
    /// much free disk again while it runs), PostgreSQL the summary blocks in key order (`CLUSTER`,
    /// as much free disk as that table and its indexes) and marks the rest for reuse (`VACUUM`).
    func reclaimSpace() throws(FrameLabError)
}

/// The statements a transaction of a ``HistoryDatabase`` runs.
package protocol HistoryStatements {
    /// Runs `sql`, whose `?` placeholders take `arguments` in order.
    func execute(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError)

    /// The rows `sql` selects, each column's value as text (`nil` for NULL), numbers as Swift
    /// prints them, bytes as PostgreSQL's hex format prints them (`\x0a1b`, ``SQLValue/bytes(_:)``).
    func rows(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[String?]]

    /// Calls `body` with each row `sql` selects, valid during the call alone.
    func forEachRow(
        _ sql: String, _ arguments: [SQLValue], _ body: (any HistoryRow) throws(FrameLabError) -> Void
    ) throws(FrameLabError)

    /// The rows `sql` selects, whose columns are all numbers, as numbers (NaN for NULL): a
    /// series's thousands of values without printing and parsing each.
    func numbers(_ sql: String, _ arguments: [SQLValue]) throws(FrameLabError) -> [[Double]]

    /// Calls `body` with each row `sql` selects, of a whole number and bytes (`nil` for a value
    /// that is not bytes): a series's thousands of packed rows read where the engine holds them,
    /// neither copied nor given a text form. The bytes are valid during the call alone.
    func forEachPackedRow(
        _ sql: String, _ arguments: [SQLValue],
        _ body: (_ id: Int64, _ bytes: UnsafeRawBufferPointer?) throws(FrameLabError) -> Void
    ) throws(FrameLabError)
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
        case .blob(let bytes): bytes.withUnsafeBytes(Self.hex)
        }
    }

    /// A parenthesized list of `count` placeholders, `(?, ?, …)`: an `IN` list or a row of
    /// `VALUES`.
    static func placeholders(_ count: Int) -> String {
        "(" + Array(repeating: "?", count: count).joined(separator: ", ") + ")"
    }

    /// `bytes` in PostgreSQL's hex format for `bytea`: `\x`, then two lowercase hex digits a byte.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: 2 + 2 * bytes.count) { text in
            let digits: StaticString = "0123456789abcdef"
            text[0] = UInt8(ascii: "\\")
            text[1] = UInt8(ascii: "x")
            for (index, byte) in bytes.enumerated() {
                text[2 + 2 * index] = digits.utf8Start[Int(byte >> 4)]
                text[3 + 2 * index] = digits.utf8Start[Int(byte & 15)]
            }
            return 2 + 2 * bytes.count
        }
    }

    /// `values` in lists of at most 500 for `IN` (SQLite takes 999 arguments a statement at
    /// least): each list's placeholders (``placeholders(_:)``) and its values.
    static func batches(_ values: [SQLValue]) -> [(list: String, values: [SQLValue])] {
        stride(from: 0, to: values.count, by: 500).map { start in
            let batch = Array(values[start..<min(start + 500, values.count)])
            return (placeholders(batch.count), batch)
        }
    }

    /// The bytes of a column read as text in the hex format (``hex(_:)``); `nil` for text that
    /// is not.
    package static func bytes(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            guard utf8.count >= 2, utf8.count.isMultiple(of: 2), utf8[0] == UInt8(ascii: "\\"),
                utf8[1] == UInt8(ascii: "x")
            else { return nil }
            func digit(_ character: UInt8) -> UInt8? {
                switch character {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): character &- UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): character &- UInt8(ascii: "a") &+ 10
                default: nil
                }
            }
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: utf8.count / 2 - 1) { bytes, count in
                for index in 0..<(utf8.count / 2 - 1) {
                    guard let high = digit(utf8[2 + 2 * index]), let low = digit(utf8[3 + 2 * index]) else {
                        failed = true
                        break
                    }
                    bytes[index] = high << 4 | low
                    count = index + 1
                }
            }
            return failed ? nil : bytes
        }
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
