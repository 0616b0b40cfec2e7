import Dispatch

extension Array where Element: Sendable {
    /// `transform` of each element, in the elements' order, computed on every core at once: for
    /// work that only computes, such as searching many series for change points.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        [Result](unsafeUninitializedCapacity: count) { results, initialized in
            // Each iteration initializes its own element, which no other touches.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (results.baseAddress! + index).initialize(to: transform(self[index]))
            }
            initialized = count
        }
    }
}
