/// A frame-lab failure that is not about a description file: a worker's setup, a run's
/// arguments, a results folder. Its message is one line naming what is wrong.
package struct FrameLabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String

    /// An error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
