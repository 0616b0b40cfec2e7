import Foundation
import LabSupport
import RunRecords

extension HistoryStore {
    /// `body` of each of `keys`, in the keys' order, computed on every core at once: the rows are
    /// shared out between the cores, each reading its own through its own connection to the
    /// history (reading is most of the work of a page or of change detection). `body` gets the
    /// store to read through and `chain` told the place of each of `runner`'s runs (every
    /// runner's when `nil`): the connections share this store's index of those runs, whose
    /// points are immutable, and ids are the history's, the same through every connection. A
    /// store not opened from a location reads every row itself.
    func concurrentlyReading<Result: Sendable>(
        _ keys: [SummaryKey], runner: String?, along chain: BranchChain,
        _ body: @Sendable (HistoryStore, SummaryKey, BranchChain) throws(FrameLabError) -> Result
    ) throws(FrameLabError) -> [Result] {
        let index = try runIndex(reloaded: false, runner: runner)
        let chain = try placed(chain, runner: runner)
        // Each reader takes the next row when it is done with one: rows differ in cost (their
        // metrics, their runs), and no core waits idle for the other's last rows.
        let rows = RowDispenser(count: keys.count)
        let read = try withReaders(min(ProcessInfo.processInfo.activeProcessorCount, keys.count)) {
            readers throws(FrameLabError) in
            for reader in readers.dropFirst() { reader.indexedRuns[RunScope(runner: runner, kind: readKind)] = index }
            nonisolated(unsafe) let readers = readers
            return Array(readers.indices).concurrentMap { reader in
                Swift.Result { () throws(FrameLabError) in
                    var taken: [(keyIndex: Int, result: Result)] = []
                    while let keyIndex = rows.next() {
                        taken.append((keyIndex, try body(readers[reader], keys[keyIndex], chain)))
                    }
                    return taken
                }
            }
        }
        var results = [Result?](repeating: nil, count: keys.count)
        for taken in read {
            for (keyIndex, value) in try taken.get() { results[keyIndex] = value }
        }
        return results.map { $0! }
    }
}

/// The indices of a list of rows, handed out one at a time to the threads that read them.
private final class RowDispenser: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var handedOut = 0

    init(count: Int) {
        self.count = count
    }

    /// The next row's index, or `nil` when every row was handed out.
    func next() -> Int? {
        lock.withLock {
            guard handedOut < count else { return nil }
            handedOut += 1
            return handedOut - 1
        }
    }
}
