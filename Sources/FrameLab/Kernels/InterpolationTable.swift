import SwitchLayout

/// Every element of a transition in flat order, its frame and alpha in the current layout and in
/// the next, as columns: the tables a user who interpolates in a plain loop prepares when a
/// transition starts, O(n) time and memory. An element only one layout has keeps its frame on
/// both sides and fades (alpha 1 → 0 or 0 → 1).
struct InterpolationTable {
    /// Every element at progress 0: frames in points, alphas.
    let current: ElementFrames
    /// Every element at progress 1: frames in points, alphas.
    let next: ElementFrames

    /// The table of the transition from `current` to `next`, two valid specs of a valid
    /// transition.
    init(from current: LayoutSpec, to next: LayoutSpec) {
        let (inCurrent, inNext) = (Self.frames(of: current), Self.frames(of: next))
        let elements = current.transitionElements(to: next)
        var (start, end) = (ElementFrames(count: elements.count), ElementFrames(count: elements.count))
        for (index, element) in elements.enumerated() {
            let (first, last) =
                switch (element.current, element.next) {
                case let (current?, next?): (inCurrent.frame(at: current), inNext.frame(at: next))
                case let (current?, nil): (inCurrent.frame(at: current), inCurrent.frame(at: current))
                case let (nil, next?): (inNext.frame(at: next), inNext.frame(at: next))
                case (nil, nil): preconditionFailure("an element of neither layout")
                }
            start.set(first, alpha: element.current == nil ? 0 : 1, at: index)
            end.set(last, alpha: element.next == nil ? 0 : 1, at: index)
        }
        self.current = start
        self.next = end
    }

    /// Every element of `spec` in flat order, alpha 1.
    private static func frames(of spec: LayoutSpec) -> ElementFrames {
        var frames = ElementFrames()
        _ = spec.forEachElement { _, _, frame in
            frames.append(frame, alpha: 1)
        }
        return frames
    }
}

extension ElementFrames {
    /// Adds an entry: a frame in points and an alpha.
    fileprivate mutating func append(_ frame: Rect, alpha opacity: Double) {
        x.append(frame.origin.x)
        y.append(frame.origin.y)
        width.append(frame.size.width)
        height.append(frame.size.height)
        alpha.append(opacity)
    }

    /// Sets entry `index`: a frame in points and an alpha.
    fileprivate mutating func set(_ frame: Rect, alpha opacity: Double, at index: Int) {
        (x[index], y[index], width[index], height[index]) = (
            frame.origin.x, frame.origin.y, frame.size.width, frame.size.height
        )
        alpha[index] = opacity
    }
}
