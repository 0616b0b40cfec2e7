/// A caller-owned buffer of every element's frame and alpha at the current state or progress,
/// in flat order, stored as structure of arrays. Lengths are in points.
///
/// Filling a buffer whose arrays already have `elementCount` entries allocates nothing, so one
/// buffer can serve every frame of an animation.
public struct ElementFrames: Hashable, Sendable {
    /// The x of each frame's origin, in points.
    public var x: [Double]
    /// The y of each frame's origin, in points.
    public var y: [Double]
    /// The frames' raw widths, in points (negative where extrapolation shrank them through 0).
    public var width: [Double]
    /// The frames' raw heights, in points (negative where extrapolation shrank them through 0).
    public var height: [Double]
    /// The elements' opacities, in [0, 1].
    public var alpha: [Double]

    /// Creates a buffer of `count` zeroed entries, each column in its own storage so that
    /// filling one never copies another.
    public init(count: Int = 0) {
        func column() -> [Double] { Array(repeating: 0, count: count) }
        (x, y, width, height, alpha) = (column(), column(), column(), column(), column())
    }

    /// The number of entries.
    public var count: Int { x.count }

    /// Gives the buffer exactly `count` entries, keeping its storage when the count is already
    /// right (the steady state of an animation).
    public mutating func resize(to count: Int) {
        guard self.count != count else { return }
        self = ElementFrames(count: count)
    }

    /// The frame of entry `index`, in points.
    public func frame(at index: Int) -> Rect {
        Rect(x: x[index], y: y[index], width: width[index], height: height[index])
    }
}

extension ElementFrames {
    /// Calls `body` with the buffer of each column (x, y, width, height, alpha), for kernels
    /// that fill the buffer in bulk.
    public mutating func withUnsafeMutableColumns<Result>(
        _ body: (
            _ x: UnsafeMutableBufferPointer<Double>, _ y: UnsafeMutableBufferPointer<Double>,
            _ width: UnsafeMutableBufferPointer<Double>, _ height: UnsafeMutableBufferPointer<Double>,
            _ alpha: UnsafeMutableBufferPointer<Double>
        ) throws -> Result
    ) rethrows -> Result {
        try x.withUnsafeMutableBufferPointer { x in
            try y.withUnsafeMutableBufferPointer { y in
                try width.withUnsafeMutableBufferPointer { width in
                    try height.withUnsafeMutableBufferPointer { height in
                        try alpha.withUnsafeMutableBufferPointer { alpha in
                            try body(x, y, width, height, alpha)
                        }
                    }
                }
            }
        }
    }

    /// Calls `body` with the buffer of each column (x, y, width, height, alpha), for code that
    /// reads the buffer in bulk.
    public func withUnsafeColumns<Result>(
        _ body: (
            _ x: UnsafeBufferPointer<Double>, _ y: UnsafeBufferPointer<Double>,
            _ width: UnsafeBufferPointer<Double>, _ height: UnsafeBufferPointer<Double>,
            _ alpha: UnsafeBufferPointer<Double>
        ) throws -> Result
    ) rethrows -> Result {
        try x.withUnsafeBufferPointer { x in
            try y.withUnsafeBufferPointer { y in
                try width.withUnsafeBufferPointer { width in
                    try height.withUnsafeBufferPointer { height in
                        try alpha.withUnsafeBufferPointer { alpha in
                            try body(x, y, width, height, alpha)
                        }
                    }
                }
            }
        }
    }
}

extension ElementFrames {
    /// Writes the alpha of every cell with an appearance of its own, for a full interpolation of
    /// `current` (in a transition to `next`, if given): what item transitions change in it.
    public mutating func setAlpha(of appearances: ItemAppearances, current: LayoutSpec, next: LayoutSpec?) {
        for (indexPath, appearance) in appearances.entries {
            alpha[current.flatIndex(ofItemAt: indexPath, transitioningTo: next)] = appearance.alpha
        }
    }
}
