/// A column of a table of `Row` values for people to read, in a terminal or in the HTML report.
package struct TableColumn<Row> {
    /// The column's heading.
    package var title: String
    /// Whether the cells are numbers, which align right.
    package var isNumeric: Bool
    /// The most characters a terminal shows of a cell; longer ones end in an ellipsis.
    package var maximumWidth: Int
    /// The cell of `row`.
    package var cell: (Row) -> String

    /// A column headed `title`; see the properties.
    package init(title: String, isNumeric: Bool = false, maximumWidth: Int = .max, cell: @escaping (Row) -> String) {
        self.title = title
        self.isNumeric = isNumeric
        self.maximumWidth = maximumWidth
        self.cell = cell
    }
}
