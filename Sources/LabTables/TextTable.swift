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
        // Bytes, decoded once at the end: appending to a String checks its storage each time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity((lineCount + 1) * (ruleWidth + 1))
        let space = UInt8(ascii: " ")
        // Padding is copied from a line of spaces: appending repeated elements goes one by one.
        let spaces = [UInt8](repeating: space, count: (widths.max() ?? 0) + 2)
        for line in 0..<lineCount {
            for index in 0..<columnCount {
                let cell = line * columnCount + index
                let padding = spaces[..<(widths[index] - counts[cell])]
                if index > 0 { bytes.append(contentsOf: spaces[..<2]) }
                if isNumeric[index] { bytes.append(contentsOf: padding) }
                bytes.append(contentsOf: cells[cell].utf8)
                if !isNumeric[index] { bytes.append(contentsOf: padding) }
            }
            while bytes.last == space { bytes.removeLast() }
            bytes.append(UInt8(ascii: "\n"))
            if line == 0 { bytes.append(contentsOf: (String(repeating: "─", count: ruleWidth) + "\n").utf8) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The columns `cell` takes in a terminal: its characters ("·" and "–" are one each), from
    /// its byte count when every byte is ASCII.
    private static func width(of cell: String) -> Int {
        let asciiCount = cell.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.count : nil
        }
        return (asciiCount ?? nil) ?? cell.count
    }
}
