import Foundation

/// A table in GitHub-flavoured Markdown, for a CI to post on a pull request: a header row, an
/// alignment row (numbers right), then the rows; a `|` in a cell is escaped.
package struct MarkdownTable<Row> {
    package var columns: [TableColumn<Row>]
    package var rows: [Row]

    /// A table of `rows` in `columns`.
    package init(columns: [TableColumn<Row>], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines ending in newlines.
    package var markdown: String {
        let header = columns.map(\.title)
        let alignment = columns.map { $0.isNumeric ? "---:" : "---" }
        let body = rows.map { row in columns.map { $0.cell(row) } }
        return ([header, alignment] + body).map { cells in
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }.joined()
    }
}

/// How a command prints its tables.
package enum TableFormat: String, Sendable, CaseIterable {
    /// Aligned columns for a terminal.
    case text
    /// GitHub-flavoured Markdown.
    case markdown

    /// `rows` in `columns`, in this format.
    package func render<Row>(_ columns: [TableColumn<Row>], _ rows: [Row]) -> String {
        switch self {
        case .text: TextTable(columns: columns, rows: rows).text
        case .markdown: MarkdownTable(columns: columns, rows: rows).markdown
        }
    }
}
