/// A frame-lab failure that is not about a description file: a worker's setup, a run's
/// arguments, a results folder. Its message is one line naming what is wrong.
public struct FrameLabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
