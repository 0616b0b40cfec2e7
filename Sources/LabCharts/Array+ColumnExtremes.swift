extension Array where Element == (x: Double, y: Double) {
    /// The points (in px, left to right) that draw the same line at a resolution of `width` px:
    /// of each column that wide, its first, lowest, highest and last point, in their order (M4
    /// aggregation). A long history's ten thousand points cross a plot a few hundred px wide.
    package func columnExtremes(width: Double = 1) -> [(x: Double, y: Double)] {
        var kept: [(x: Double, y: Double)] = []
        var start = startIndex
        while start < endIndex {
            let column = (self[start].x / width).rounded(.down)
            var end = start + 1
            var (lowest, highest) = (start, start)
            while end < endIndex, (self[end].x / width).rounded(.down) == column {
                if self[end].y < self[lowest].y { lowest = end }
                if self[end].y > self[highest].y { highest = end }
                end += 1
            }
            for index in Set([start, lowest, highest, end - 1]).sorted() { kept.append(self[index]) }
            start = end
        }
        return kept
    }
}
