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
        cells.reserveCapacity((rows.count + 1) * columns.count)
        for row in rows {
            for column in columns {
                let cell = column.cell(row)
                cells.append(
                    Self.width(of: cell) > column.maximumWidth ? cell.prefix(column.maximumWidth - 1) + "…" : cell)
            }
        }
        let counts = cells.map(Self.width)
        var widths = [Int](repeating: 0, count: columns.count)
        for (index, count) in counts.enumerated() {
            widths[index % columns.count] = max(widths[index % columns.count], count)
        }
        let ruleWidth = widths.reduce(2 * (widths.count - 1), +)
        var text = ""
        text.reserveCapacity((rows.count + 2) * (ruleWidth + 1))
        for line in 0...rows.count {
            for index in columns.indices {
                let cell = line * columns.count + index
                let padding = String(repeating: " ", count: widths[index] - counts[cell])
                if index > 0 { text += "  " }
                if columns[index].isNumeric { text += padding }
                text += cells[cell]
                if !columns[index].isNumeric { text += padding }
            }
            while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
            text += "\n"
            if line == 0 { text += String(repeating: "─", count: ruleWidth) + "\n" }
        }
        return text
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
