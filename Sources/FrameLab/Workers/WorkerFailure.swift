import StrictJSON

/// A worker process that did not finish its run: it crashed, hung past the timeout or sent
/// output that is not a frame record. The run goes on without it and exits non-zero at the end.
package struct WorkerFailure: Error, Hashable, Sendable {
    /// The scenario the worker ran.
    package var scenario: String
    /// The implementation the worker measured.
    package var implementation: String
    /// The number of items.
    package var items: Int
    /// What went wrong, in one line: the exit status or signal, a timeout, or the garbage line.
    package var reason: String
    /// The last lines the worker wrote to standard error.
    package var standardErrorTail: String

    /// Creates a failure record.
    package init(scenario: String, implementation: String, items: Int, reason: String, standardErrorTail: String) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.reason = reason
        self.standardErrorTail = standardErrorTail
    }

    /// The failed job's label (``LabJob/label``).
    package var label: String {
        LabJob.label(scenario: scenario, implementation: implementation, items: items)
    }
}
