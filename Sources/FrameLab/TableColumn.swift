/// A column of a table of `Row` values for people to read, in a terminal or in the HTML report.
struct TableColumn<Row> {
    /// The column's heading.
    var title: String
    /// Whether the cells are numbers, which align right.
    var isNumeric = false
    /// The most characters a terminal shows of a cell; longer ones end in an ellipsis.
    var maximumWidth = Int.max
    /// The cell of `row`.
    var cell: (Row) -> String
}
