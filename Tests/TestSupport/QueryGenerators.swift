import SwitchLayout

/// A rect that contains every element of the random layouts, extrapolated ones included.
public let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

extension Rect {
    /// Whether each of x, y, width and height is within `tolerance` points of `other`'s.
    public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance && abs(size.height - other.size.height) <= tolerance
    }
}

/// Rects to query: random ones over the content, ones whose edges lie on element edges, empty
/// ones, and ones outside the content.
public func randomRects(around frames: [Rect], using generator: inout some RandomNumberGenerator) -> [Rect] {
    guard let first = frames.first else { return [Rect(x: 0, y: 0, width: 100, height: 100)] }
    let bounds = frames.reduce(first) { union, frame in
        Rect(
            x: min(union.minX, frame.minX), y: min(union.minY, frame.minY),
            width: max(union.maxX, frame.maxX) - min(union.minX, frame.minX),
            height: max(union.maxY, frame.maxY) - min(union.minY, frame.minY))
    }
    var rects: [Rect] = [
        bounds, Rect(origin: bounds.origin, size: .zero),
        Rect(x: bounds.maxX, y: bounds.maxY, width: 50, height: 50),
        Rect(x: bounds.minX - 50, y: bounds.minY - 50, width: 50, height: 50),
    ]
    for _ in 0..<12 {
        let a = frames.randomElement(using: &generator)!
        let b = frames.randomElement(using: &generator)!
        rects.append(
            Rect(
                x: min(a.maxX, b.minX), y: min(a.maxY, b.minY),
                width: abs(b.minX - a.maxX), height: abs(b.minY - a.maxY)))
        rects.append(
            Rect(
                x: Double.random(in: bounds.minX...bounds.maxX, using: &generator),
                y: Double.random(in: bounds.minY...bounds.maxY, using: &generator),
                width: Double.random(in: 0...bounds.width / 2 + 1, using: &generator),
                height: Double.random(in: 0...bounds.height / 4 + 1, using: &generator)))
    }
    return rects
}

/// Points to hit-test: element corners and edges, and random points near the elements.
public func randomPoints(around frames: [Rect], using generator: inout some RandomNumberGenerator) -> [Point] {
    guard !frames.isEmpty else { return [Point(x: 1, y: 1)] }
    var points: [Point] = []
    for _ in 0..<16 {
        let frame = frames.randomElement(using: &generator)!
        points.append(frame.origin)
        points.append(Point(x: frame.maxX, y: frame.midY))
        points.append(Point(x: frame.midX, y: frame.maxY))
        points.append(
            Point(
                x: Double.random(in: (frame.minX - 20)...(frame.maxX + 20), using: &generator),
                y: Double.random(in: (frame.minY - 20)...(frame.maxY + 20), using: &generator)))
    }
    return points
}
