import Foundation

extension Date {
    /// The date as the history stores it: whole seconds since 1970-01-01 UTC. A number, not ISO
    /// 8601 text: a series of 10,000 runs reads 20,000 dates, and parsing them as text took a
    /// large share of `framelab history`'s time.
    var historySeconds: SQLValue { .integer(Int64(timeIntervalSince1970.rounded(.down))) }

    /// The date a history's column holds (``historySeconds`` as text), or `nil` for other text.
    init?(historySeconds text: String) {
        guard let seconds = Int64(text) else { return nil }
        self.init(historySeconds: seconds)
    }

    /// The date a history's column holds, as a number (``historySeconds``).
    init(historySeconds seconds: Int64) {
        self.init(timeIntervalSince1970: TimeInterval(seconds))
    }
}
