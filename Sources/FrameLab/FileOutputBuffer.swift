import Foundation

/// An output stream into a file that passes the bytes on in blocks of 64 KiB.
///
/// `CSVWriter` hands its stream one byte at a time, and Foundation's file streams make each
/// byte a system call.
final class FileOutputBuffer: OutputStream {
    private static let blockSize = 1 << 16

    private let path: String
    private let file: FileHandle
    private var pending: [UInt8] = []
    private var status = Stream.Status.notOpen
    private var error: (any Error)?

    /// A stream into a new file at `url`, replacing any file there.
    init(creating url: URL) throws(FrameLabError) {
        path = url.path
        do {
            try Data().write(to: url)
            file = try FileHandle(forWritingTo: url)
        } catch {
            throw FrameLabError("\(path): \(error.reason)")
        }
        pending.reserveCapacity(Self.blockSize)
        super.init(toMemory: ())
    }

    #if !canImport(Darwin)
        // swift-corelibs-foundation requires every subclass to have it; Darwin's does not.
        @available(*, unavailable, message: "a FileOutputBuffer writes to a file")
        required init(toMemory: ()) {
            fatalError("a FileOutputBuffer writes to a file")
        }
    #endif

    override var streamStatus: Stream.Status { status }

    override var streamError: (any Error)? { error }

    override var hasSpaceAvailable: Bool { status == .open }

    override func open() {
        status = .open
    }

    override func write(_ bytes: UnsafePointer<UInt8>, maxLength length: Int) -> Int {
        pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
        if pending.count >= Self.blockSize {
            flush()
        }
        return status == .error ? -1 : length
    }

    override func close() {
        guard status == .open else { return }
        flush()
        do {
            try file.close()
        } catch {
            fail(error)
        }
        if status != .error {
            status = .closed
        }
    }

    /// Writes the bytes still pending and closes the file; throws, naming the file, if any write
    /// failed.
    func finish() throws(FrameLabError) {
        close()
        if let error {
            throw FrameLabError("\(path): \(error.reason)")
        }
    }

    private func flush() {
        do {
            try file.write(contentsOf: pending)
        } catch {
            fail(error)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func fail(_ error: any Error) {
        self.error = self.error ?? error
        status = .error
    }
}
