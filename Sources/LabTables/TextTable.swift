/// A table for a terminal: a header row, a rule, then the rows, each column as wide as its
/// widest cell and two spaces apart.
package struct TextTable<Row> {
    package var columns: [TableColumn<Row>]
    package var rows: [Row]

    /// A table of `rows` in `columns`.
    package init(columns: [TableColumn<Row>], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines ending in newlines.
    package var text: String {
        // Row-major, the header first: a series of 10,000 runs is tens of thousands of cells,
        // each measured once and written once into one string. The columns' parts are taken
        // out first: this code is generic over `Row`, and every access to a column inside the
        // loops would go through its type's metadata.
        let columnCount = columns.count
        let cellOfRow = columns.map(\.cell)
        let maximumWidths = columns.map(\.maximumWidth)
        let isNumeric = columns.map(\.isNumeric)
        var cells = columns.map(\.title)
        var counts = cells.map(Self.width)
        cells.reserveCapacity((rows.count + 1) * columnCount)
        counts.reserveCapacity((rows.count + 1) * columnCount)
        for row in rows {
            for index in 0..<columnCount {
                let cell = cellOfRow[index](row)
                let count = Self.width(of: cell)
                if count > maximumWidths[index] {
                    cells.append(cell.prefix(maximumWidths[index] - 1) + "…")
                    counts.append(maximumWidths[index])
                } else {
                    cells.append(cell)
                    counts.append(count)
                }
            }
        }
        return Self.lines(cells: cells, counts: counts, isNumeric: isNumeric)
    }

    /// The lines of a table of `cells` (row-major, the header first), each `counts` columns wide
    /// in a terminal, in columns that are numeric (aligned right) where `isNumeric` says so.
    private static func lines(cells: [String], counts: [Int], isNumeric: [Bool]) -> String {
        let columnCount = isNumeric.count
        var widths = [Int](repeating: 0, count: columnCount)
        for (index, count) in counts.enumerated() {
            widths[index % columnCount] = max(widths[index % columnCount], count)
        }
        let ruleWidth = widths.reduce(2 * (columnCount - 1), +)
        let lineCount = cells.count / columnCount
        let rule = Array((String(repeating: "─", count: ruleWidth) + "\n").utf8)
        // Written into one buffer as large as every padded cell, separator and newline, each
        // piece copied or filled at once: appended a piece at a time, the bytes were most of a
        // long series's table.
        var capacity = rule.count + lineCount
        for (cell, text) in cells.enumerated() {
            capacity += text.utf8.count + widths[cell % columnCount] - counts[cell] + 2
        }
        let space = UInt8(ascii: " ")
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            var end = 0
            func fill(_ count: Int) {
                (buffer.baseAddress! + end).initialize(repeating: space, count: count)
                end += count
            }
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let start = bytes.baseAddress else { return }
                (buffer.baseAddress! + end).initialize(from: start, count: bytes.count)
                end += bytes.count
            }
            for line in 0..<lineCount {
                let lineStart = end
                for index in 0..<columnCount {
                    let cell = line * columnCount + index
                    let padding = widths[index] - counts[cell]
                    if index > 0 { fill(2) }
                    if isNumeric[index] { fill(padding) }
                    if cells[cell].utf8.withContiguousStorageIfAvailable(copy) == nil {
                        Array(cells[cell].utf8).withUnsafeBufferPointer(copy)
                    }
                    if !isNumeric[index] { fill(padding) }
                }
                while end > lineStart && buffer[end - 1] == space { end -= 1 }
                buffer[end] = UInt8(ascii: "\n")
                end += 1
                if line == 0 { rule.withUnsafeBufferPointer(copy) }
            }
            written = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The columns `cell` takes in a terminal: its characters ("·" and "–" are one each). Where
    /// every scalar is one character whatever its neighbours, they are counted as scalars:
    /// walking grapheme clusters took most of a long table's time in its cells.
    private static func width(of cell: String) -> Int {
        var count = 0
        for scalar in cell.unicodeScalars {
            guard isOneCharacter(scalar) else { return cell.count }
            count += 1
        }
        return count
    }

    /// Whether `scalar` is a character of its own, joined to neither neighbour: ASCII, Latin-1
    /// and Latin Extended (below the combining marks from U+0300), the dashes and dots of
    /// general punctuation (U+2010–U+2027, before its joiners and marks), box drawing.
    private static func isOneCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x300, 0x2010...0x2027, 0x2500...0x257F: true
        default: false
        }
    }
}
