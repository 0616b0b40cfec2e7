/// A worker process that did not finish its run: it crashed, hung past the timeout or sent
/// output that is not a frame record. The run goes on without it and exits non-zero at the end.
public struct WorkerFailure: Error, Hashable, Sendable {
    /// The scenario the worker ran.
    public var scenario: String
    /// The implementation the worker measured.
    public var implementation: String
    /// The number of items.
    public var items: Int
    /// What went wrong, in one line: the exit status or signal, a timeout, or the garbage line.
    public var reason: String
    /// The last lines the worker wrote to standard error.
    public var standardErrorTail: String

    /// Creates a failure record.
    public init(scenario: String, implementation: String, items: Int, reason: String, standardErrorTail: String) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.reason = reason
        self.standardErrorTail = standardErrorTail
    }
}
