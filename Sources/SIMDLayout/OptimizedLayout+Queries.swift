import SwitchLayout

// The per-frame queries: a binary search over the block bounds for the few blocks that matter,
// then the exact test of their elements, `Lane.laneCount` at a time. Nothing here allocates,
// except `attributes` growing past its capacity.

extension OptimizedLayout {
    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        attributes.removeAll(keepingCapacity: true)
        guard !rect.isEmpty else { return }
        let along = table.axis.vertical(rect)
        let (minX, maxX) = (Lane(repeating: rect.minX), Lane(repeating: rect.maxX))
        let (minY, maxY) = (Lane(repeating: rect.minY), Lane(repeating: rect.maxY))
        forEachCandidate(from: along.minY, to: along.maxY) { index, frames in
            var hits =
                frames.minX.lanes(lessThan: maxX) & minX.lanes(lessThan: frames.maxX)
                & frames.minY.lanes(lessThan: maxY) & minY.lanes(lessThan: frames.maxY) & frames.nonEmptyLanes
            while hits != 0 {
                let lane = hits.trailingZeroBitCount
                hits &= hits - 1
                attributes.append(layoutAttributes(at: index + lane, frames: frames, lane: lane))
            }
            return true
        }
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let index = table.flatIndex(ofKind: kind, at: indexPath) else { return nil }
        return layoutAttributes(at: index, frames: table.frames(at: index, progress: transitionProgress), lane: 0)
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func indexPathForItem(at point: Point) -> IndexPath? {
        let along = table.axis.vertical(point).y
        let (x, y) = (Lane(repeating: point.x), Lane(repeating: point.y))
        var hit: IndexPath?
        forEachCandidate(from: along, to: along) { index, frames in
            var hits =
                frames.minX.lanes(lessThanOrEqualTo: x) & x.lanes(lessThan: frames.maxX)
                & frames.minY.lanes(lessThanOrEqualTo: y) & y.lanes(lessThan: frames.maxY)
            while hits != 0 {
                let element = index + hits.trailingZeroBitCount
                hits &= hits - 1
                if table.kinds[element] == .cell {
                    hit = table.indexPaths[element]
                    return false
                }
            }
            return true
        }
        return hit
    }

    /// Calls `body` with the first flat index and the frames at the current progress of every
    /// `Lane.laneCount` elements of the blocks that may meet [lower, upper] along the scroll
    /// axis, in flat order, until it returns `false`.
    @inline(__always)
    private func forEachCandidate(from lower: Double, to upper: Double, _ body: (Int, FrameLanes<Lane>) -> Bool) {
        let blocks = table.bounds.candidateBlocks(from: lower, to: upper, progress: transitionProgress)
        let progress = Lane(repeating: transitionProgress)
        for index in stride(
            from: blocks.lowerBound * BlockBounds.blockSize, to: blocks.upperBound * BlockBounds.blockSize,
            by: Lane.laneCount)
        {
            guard body(index, table.frames(at: index, progress: progress)) else { return }
        }
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        frames.resize(to: table.count)
        guard table.count > 0 else { return }
        let (current, next) = (table.currentFrames, table.nextFrames)
        frames.withUnsafeMutableColumns { x, y, width, height, alpha in
            // Column by column: three memory streams at a time, not thirteen, keep the loop
            // near the bandwidth of a plain copy.
            interpolate(from: current.x, to: next.x, into: x.baseAddress!)
            interpolate(from: current.y, to: next.y, into: y.baseAddress!)
            interpolate(from: current.width, to: next.width, into: width.baseAddress!)
            interpolate(from: current.height, to: next.height, into: height.baseAddress!)
            if table.hasFadingElements {
                interpolateAlphas(into: alpha.baseAddress!)
            } else {
                alpha.update(repeating: 1)
            }
        }
    }

    /// `output[i] = current[i] + (next[i] − current[i]) · progress` for every element,
    /// `Lane.laneCount` at a time.
    private func interpolate(
        from current: UnsafePointer<Double>, to next: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>
    ) {
        let count = table.count
        let wholeLanes = count - count % Lane.laneCount
        let progress = Lane(repeating: transitionProgress)
        for index in stride(from: 0, to: wholeLanes, by: Lane.laneCount) {
            let start = Lane(loadingFrom: current + index)
            (start + (Lane(loadingFrom: next + index) - start) * progress).store(to: output + index)
        }
        for index in wholeLanes..<count {
            output[index] = current[index] + (next[index] - current[index]) * transitionProgress
        }
    }

    /// Every element's alpha at the current progress, `Lane.laneCount` at a time.
    private func interpolateAlphas(into output: UnsafeMutablePointer<Double>) {
        let count = table.count
        let wholeLanes = count - count % Lane.laneCount
        let progress = Lane(repeating: transitionProgress)
        for index in stride(from: 0, to: wholeLanes, by: Lane.laneCount) {
            table.alphas(at: index, progress: progress).store(to: output + index)
        }
        for index in wholeLanes..<count {
            output[index] = table.alphas(at: index, progress: transitionProgress)
        }
    }

    /// The attributes of element `index`, whose frame is lane `lane` of `frames`.
    private func layoutAttributes<Vector: InterpolationLane>(at index: Int, frames: FrameLanes<Vector>, lane: Int)
        -> LayoutAttributes
    {
        LayoutAttributes(
            indexPath: table.indexPaths[index], elementKind: table.kinds[index],
            frame: Rect(
                x: frames.x.lane(lane), y: frames.y.lane(lane), width: frames.width.lane(lane),
                height: frames.height.lane(lane)),
            alpha: table.alphas(at: index, progress: transitionProgress),
            transitionProgress: transitionProgress, nextLayoutCellFrame: table.nextFrames[index],
            layoutState: table.next.spec.state)
    }
}
