import Foundation

/// Data another thread is still reading.
final class PendingData: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var data = Data()

    /// Data already read.
    init(finished data: Data) {
        self.data = data
        ready.signal()
    }

    /// Reads `handle` to its end on another thread.
    init(readingToEndOf handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            data = handle.readDataToEndOfFile()
            ready.signal()
        }
    }

    /// The data, once read to the end.
    var value: Data {
        ready.wait()
        ready.signal()
        return data
    }
}
