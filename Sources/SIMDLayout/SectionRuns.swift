/// The sections of up to three runs, in increasing order, each once: the runs a query's
/// candidates lie in, which may overlap.
struct SectionRuns: Sequence, IteratorProtocol {
    private let runs: (Range<Int>, Range<Int>, Range<Int>)
    /// No section below it is left to visit.
    private var start = 0

    /// The sections of `first`, `second` and `third`.
    init(_ first: Range<Int>, _ second: Range<Int>, _ third: Range<Int>) {
        runs = (first, second, third)
    }

    mutating func next() -> Int? {
        /// The first section of `run` from `start` on, if any.
        func first(of run: Range<Int>) -> Int? {
            let first = Swift.max(run.lowerBound, start)
            return first < run.upperBound ? first : nil
        }
        /// The lower of two sections, if any.
        func earlier(_ one: Int?, _ other: Int?) -> Int? {
            guard let one, let other else { return one ?? other }
            return Swift.min(one, other)
        }
        guard let section = earlier(earlier(first(of: runs.0), first(of: runs.1)), first(of: runs.2)) else {
            return nil
        }
        start = section + 1
        return section
    }
}
