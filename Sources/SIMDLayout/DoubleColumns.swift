/// A table of `Double` columns in one aligned allocation, each column `paddedRowCount` long: the
/// structure-of-arrays storage every optimized kernel reads through raw pointers. Rows past
/// `rowCount` are padding, filled with NaN so that no geometric test ever matches them.
final class DoubleColumns {
    /// The number of real rows (elements or blocks).
    let rowCount: Int
    /// `rowCount` rounded up to a whole number of blocks.
    let paddedRowCount: Int
    private let base: UnsafeMutablePointer<Double>

    /// Allocates `columnCount` columns for `rowCount` rows, padded to a multiple of `padding`.
    init(columnCount: Int, rowCount: Int, padding: Int = BlockBounds.blockSize) {
        self.rowCount = rowCount
        paddedRowCount = (rowCount + padding - 1) / padding * padding
        let count = max(1, columnCount * paddedRowCount)
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: count * MemoryLayout<Double>.stride, alignment: 64)
        base = raw.initializeMemory(as: Double.self, repeating: .nan, count: count)
    }

    deinit {
        base.deallocate()
    }

    /// The first row of column `column`.
    subscript(column: Int) -> UnsafeMutablePointer<Double> {
        base + column * paddedRowCount
    }
}
