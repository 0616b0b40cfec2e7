/// One row a query selected, its columns (counted from 0) read as the engine holds them: a team's
/// hundred thousand runs read without printing every number as text to parse it back.
package protocol HistoryRow {
    /// The whole number in `column`; `nil` for NULL.
    func integer(_ column: Int) -> Int64?

    /// The text in `column`; `nil` for NULL.
    func text(_ column: Int) -> String?

    /// Whether the text in `column` is `text` (NULL for `nil`), compared where the engine holds
    /// it: a runner's runs repeat its name and toolchain, made into strings once.
    func text(_ column: Int, equals text: String?) -> Bool
}
