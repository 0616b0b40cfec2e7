/// A docs check that could not run: an error naming what failed.
package struct DocsCheckError: Error, CustomStringConvertible {
    /// What failed.
    package var description: String

    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}
