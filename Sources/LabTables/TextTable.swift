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
        // each measured once and written once into one string.
        var cells = columns.map(\.title)
        var counts = cells.map(Self.width)
        cells.reserveCapacity((rows.count + 1) * columns.count)
        counts.reserveCapacity((rows.count + 1) * columns.count)
        for row in rows {
            for column in columns {
                let cell = column.cell(row)
                let count = Self.width(of: cell)
                if count > column.maximumWidth {
                    cells.append(cell.prefix(column.maximumWidth - 1) + "…")
                    counts.append(column.maximumWidth)
                } else {
                    cells.append(cell)
                    counts.append(count)
                }
            }
        }
        var widths = [Int](repeating: 0, count: columns.count)
        for (index, count) in counts.enumerated() {
            widths[index % columns.count] = max(widths[index % columns.count], count)
        }
        let ruleWidth = widths.reduce(2 * (widths.count - 1), +)
        // Bytes, decoded once at the end: appending to a String checks its storage each time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity((rows.count + 2) * (ruleWidth + 1))
        let space = UInt8(ascii: " ")
        // Padding is copied from a line of spaces: appending repeated elements goes one by one.
        let spaces = [UInt8](repeating: space, count: (widths.max() ?? 0) + 2)
        for line in 0...rows.count {
            for index in columns.indices {
                let cell = line * columns.count + index
                let padding = spaces[..<(widths[index] - counts[cell])]
                if index > 0 { bytes.append(contentsOf: spaces[..<2]) }
                if columns[index].isNumeric { bytes.append(contentsOf: padding) }
                bytes.append(contentsOf: cells[cell].utf8)
                if !columns[index].isNumeric { bytes.append(contentsOf: padding) }
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
