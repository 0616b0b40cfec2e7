/// Storage a prepared layout owns and frees, read without reference counting but with an array's
/// bounds check: an index out of range stops the program instead of reading past the storage.
struct OwnedBuffer<Element>: RandomAccessCollection {
    private let base: UnsafeMutableBufferPointer<Element>

    /// Uninitialized storage for `count` elements; ``initialize(at:to:)`` every one before reading.
    /// No storage is allocated for none.
    init(count: Int) {
        base = count == 0 ? UnsafeMutableBufferPointer(start: nil, count: 0) : .allocate(capacity: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < base.count, "index out of range")
        return base[index]
    }

    /// Elements `range`, checked once: a search that reads them many times then reads without
    /// a check per read.
    @inline(__always)
    func elements(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= base.count, "range out of bounds")
        return UnsafeBufferPointer(rebasing: base[range])
    }

    /// Initializes element `index` to `element`.
    func initialize(at index: Int, to element: Element) {
        precondition(index >= 0 && index < base.count, "index out of range")
        base.initializeElement(at: index, to: element)
    }

    /// Frees the storage; its elements must be trivial (no references to release).
    func deallocate() {
        base.deallocate()
    }
}
