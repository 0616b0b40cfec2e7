import ChangePoints

/// How far a series's change-point search holds when runs are recorded (``SplitProgress``, for
/// each of its toolchain's segments), so that the next search of the series after a run
/// resumes instead of splitting every window again. A segment's progress holds while the runs
/// it searched are still its first, in the same order, and every later one is newer than the
/// search.
package struct SeriesProgress: Sendable, Hashable {
    /// One segment's progress, and the runs it was made of.
    package struct Segment: Sendable, Hashable {
        /// The history's id of the segment's first run.
        package var firstRun: Int
        /// The history's id of the last run searched.
        package var lastRun: Int
        /// How many runs were searched.
        package var count: Int
        /// How far the segment's split holds.
        package var split: SplitProgress
    }

    /// Each segment's progress, oldest first.
    package var segments: [Segment] = []

    /// The progress of the segment of `runs` (ids, `nil` for a run not read from a history) to
    /// resume from, given that the search it was made in saw the runs up to `throughRun`; `nil`
    /// when none holds.
    package func resumable(for runs: [Int?], throughRun: Int) -> SplitProgress? {
        guard let first = runs.first ?? nil, let segment = segments.first(where: { $0.firstRun == first }),
            segment.count <= runs.count, runs[segment.count - 1] == segment.lastRun,
            runs[..<segment.count].allSatisfy({ $0.map { $0 <= throughRun } ?? false }),
            runs[segment.count...].allSatisfy({ $0.map { $0 > throughRun } ?? false })
        else { return nil }
        return segment.split
    }
}

extension SeriesProgress {
    /// The progress as kept in a history: 64-bit integers (``Array/keptBytes``), the segments'
    /// count, then each segment's first run, last run, count, window start, whether it searched
    /// logarithms, its indices' count and its indices.
    var keptBytes: [UInt8] {
        var numbers = [segments.count]
        for segment in segments {
            numbers += [segment.firstRun, segment.lastRun, segment.count, segment.split.windowStart]
            numbers += [segment.split.searchedLogarithms ? 1 : 0, segment.split.indices.count]
            numbers += segment.split.indices
        }
        return numbers.map { UInt64(bitPattern: Int64($0)) }.keptBytes
    }

    /// The progress `bytes` keep (``keptBytes``); `nil` when they are not such a progress.
    init?(keptBytes bytes: [UInt8]) {
        guard let words = [UInt64](keptBytes: bytes) else { return nil }
        var numbers = words.map { Int(Int64(bitPattern: $0)) }[...]
        func next() -> Int? { numbers.popFirst() }
        guard let count = next(), count >= 0 else { return nil }
        for _ in 0..<count {
            guard let firstRun = next(), let lastRun = next(), let runs = next(), runs > 0, let start = next(),
                let logarithms = next(), let indexCount = next(), indexCount >= 0, indexCount <= numbers.count
            else { return nil }
            let indices = (0..<indexCount).map { _ in next()! }
            segments.append(
                Segment(
                    firstRun: firstRun, lastRun: lastRun, count: runs,
                    split: SplitProgress(windowStart: start, indices: indices, searchedLogarithms: logarithms == 1)))
        }
        guard numbers.isEmpty else { return nil }
    }
}
