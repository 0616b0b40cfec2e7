/// How far the split step of a series (``ChangePointDetector/split(_:resuming:)``) holds when
/// values are appended: its windows are each searched on their own, so those that ended within
/// the values searched find the same change points in any longer series that starts with them.
/// A series that grows is then split again from ``windowStart`` alone, as Otava's incremental
/// mode searches only what it has not seen.
package struct SplitProgress: Sendable, Hashable {
    /// The start of the first window that reached past the values searched (or of the window
    /// after the last, when none did): where splitting the longer series resumes.
    package var windowStart: Int
    /// The change points of the windows before ``windowStart``, sorted.
    package var indices: [Int]
    /// Whether the values were searched as their logarithms
    /// (``ChangePointDetector/comparesLogarithms``, all values positive): a longer series
    /// searched otherwise cannot resume.
    package var searchedLogarithms: Bool

    /// Progress; see the properties.
    package init(windowStart: Int = 0, indices: [Int] = [], searchedLogarithms: Bool = false) {
        self.windowStart = windowStart
        self.indices = indices
        self.searchedLogarithms = searchedLogarithms
    }
}
