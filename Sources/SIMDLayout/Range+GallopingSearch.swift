import Algorithms

extension Range<Int> {
    /// The first index of the range where `belongs` holds, which holds from there to the end (as
    /// `partitioningIndex(where:)`), found by galloping from `hint` (clamped into the range)
    /// towards it, then halving the last step: O(log d) tests for an answer d indices away.
    func partitioningIndex(from hint: Int, where belongs: (Int) -> Bool) -> Int {
        guard !isEmpty else { return lowerBound }
        let start = Swift.min(Swift.max(hint, lowerBound), upperBound - 1)
        var (low, high) = (lowerBound, upperBound)  // the answer lies in low...high
        var step = 1
        if belongs(start) {
            high = start
            while high - step >= lowerBound, belongs(high - step) {
                high -= step
                step *= 2
            }
            low = Swift.max(high - step + 1, lowerBound)
        } else {
            low = Swift.min(start + 1, upperBound)
            while low + step - 1 < upperBound, !belongs(low + step - 1) {
                low += step
                step *= 2
            }
            high = Swift.min(low + step - 1, upperBound)
        }
        return (low..<high).partitioningIndex(where: belongs)
    }

    /// The run of the range from the first index where `reaches` holds to the first one after it
    /// where `isPast` holds (each holds from its first index to the end): the start found by
    /// galloping from `hint` (``partitioningIndex(from:where:)``), then the end by galloping from
    /// the start, a few indices on, in memory the first search has just read.
    func run(from hint: Int, startingWhere reaches: (Int) -> Bool, endingWhere isPast: (Int) -> Bool) -> Range<Int> {
        let start = partitioningIndex(from: hint, where: reaches)
        var (notPast, probe, step) = (start, start, 1)
        while probe < upperBound, !isPast(probe) {
            notPast = probe + 1
            probe = start + step
            step *= 2
        }
        return start..<(notPast..<Swift.min(probe, upperBound)).partitioningIndex(where: isPast)
    }
}
