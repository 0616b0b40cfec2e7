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
        let cells =
            [columns.map(\.title)]
            + rows.map { row in
                columns.map { column in
                    let cell = column.cell(row)
                    return cell.count > column.maximumWidth ? cell.prefix(column.maximumWidth - 1) + "…" : cell
                }
            }
        let counts = cells.map { $0.map(\.count) }  // characters, not bytes: "·" and "–" are one each
        let widths = columns.indices.map { index in counts.map { $0[index] }.max()! }
        let lines = zip(cells, counts).map { line, count in
            columns.indices.map { index in
                let padding = String(repeating: " ", count: widths[index] - count[index])
                return columns[index].isNumeric ? padding + line[index] : line[index] + padding
            }
            .joined(separator: "  ")
            .trailingSpacesRemoved
        }
        let rule = String(repeating: "─", count: widths.reduce(2 * (widths.count - 1), +))
        return ([lines[0], rule] + lines.dropFirst()).map { $0 + "\n" }.joined()
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trailingSpacesRemoved: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
