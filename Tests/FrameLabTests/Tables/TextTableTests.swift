import LabTables
import PropertyBased
import TestSupport
import Testing

@Suite("Tables for a terminal")
struct TextTableTests {
    @Test("Columns as wide as their widest cell, numbers aligned right, long cells cut with an ellipsis")
    func layout() {
        let table = TextTable(
            columns: [
                TableColumn<(String, String)>(title: "run", maximumWidth: 6) { $0.0 },
                TableColumn(title: "p50 (µs)", isNumeric: true) { $0.1 },
            ],
            rows: [("gate-1", "1.25"), ("gate-1234", "12.5"), ("·", "–")])
        #expect(
            table.text == """
                run     p50 (µs)
                ────────────────
                gate-1      1.25
                gate-…      12.5
                ·              –

                """)
    }

    @Test("Every table is laid out as cell by cell padding and joining lays it out")
    func matchesPlainLayout() async {
        // "é" precomposed and "e\u{301}" combined are one character each, as "👍🏽" is.
        let alphabet: [Character] = ["a", "7", " ", "·", "–", "µ", "é", "e\u{301}", "👍🏽"]
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            var generator = Xoshiro(seed: (UInt64(seed), 31, 32, 33))
            let columnCount = Int.random(in: 1...4, using: &generator)
            let rows: [[String]] = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                (0..<columnCount).map { _ in
                    String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement()! })
                }
            }
            let columns = (0..<columnCount).map { index in
                TableColumn<[String]>(
                    title: "c\(index)", isNumeric: Bool.random(using: &generator),
                    maximumWidth: Int.random(in: 2...10, using: &generator)
                ) { $0[index] }
            }
            #expect(TextTable(columns: columns, rows: rows).text == Self.plainText(columns, rows), "\(rows)")
        }
    }

    /// The table laid out the plain way: each cell measured in characters, padded, the columns
    /// joined two spaces apart and trailing spaces cut; the rule under the header.
    static func plainText(_ columns: [TableColumn<[String]>], _ rows: [[String]]) -> String {
        let cells =
            [columns.map(\.title)]
            + rows.map { row in
                columns.map { column in
                    let cell = column.cell(row)
                    return cell.count > column.maximumWidth ? cell.prefix(column.maximumWidth - 1) + "…" : cell
                }
            }
        let widths = columns.indices.map { index in cells.map { $0[index].count }.max()! }
        let lines = cells.map { line in
            var text = columns.indices.map { index in
                let padding = String(repeating: " ", count: widths[index] - line[index].count)
                return columns[index].isNumeric ? padding + line[index] : line[index] + padding
            }
            .joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        let rule = String(repeating: "─", count: widths.reduce(2 * (widths.count - 1), +))
        return ([lines[0], rule] + lines.dropFirst()).map { $0 + "\n" }.joined()
    }
}
