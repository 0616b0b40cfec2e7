import Foundation

/// The lines a worker writes, read on a thread of their own as they come.
final class LineReader: @unchecked Sendable {
    /// What the next read found.
    enum Next {
        /// A line, without its newline.
        case line(Data)
        /// The end of the output.
        case end
    }

    private let handle: FileHandle
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var queued: [Next] = []

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Starts reading.
    func start() {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty else { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Data(pending[pending.startIndex..<newline])
                    pending.removeSubrange(pending.startIndex...newline)
                    push(.line(line))
                }
            }
            if !pending.isEmpty { push(.line(pending)) }
            push(.end)
        }
    }

    /// The next line, or the end; `nil` when neither came within `timeout` seconds.
    func next(timeout: Double) -> Next? {
        guard available.wait(timeout: .now() + max(0, timeout)) == .success else { return nil }
        return lock.withLock {
            let next = queued.removeFirst()
            if case .end = next {
                queued.insert(.end, at: 0)
                available.signal()
            }
            return next
        }
    }

    private func push(_ next: Next) {
        lock.withLock { queued.append(next) }
        available.signal()
    }
}
