import SwitchLayout

// The per-frame queries: a binary search over the block bounds for the few blocks that matter,
// then the exact test of their elements, `Lane.laneCount` at a time. Nothing here allocates,
// except `attributes` growing past its capacity.

extension OptimizedLayout {
    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        attributes.removeAll(keepingCapacity: true)
        guard !rect.isEmpty else { return }
        let along = table.axis.vertical(rect)
        let blocks = table.bounds.candidateBlocks(from: along.minY, to: along.maxY, progress: transitionProgress)
        let progress = Lane(repeating: transitionProgress)
        let (minX, maxX) = (Lane(repeating: rect.minX), Lane(repeating: rect.maxX))
        let (minY, maxY) = (Lane(repeating: rect.minY), Lane(repeating: rect.maxY))
        for index in stride(
            from: blocks.lowerBound * BlockBounds.blockSize, to: blocks.upperBound * BlockBounds.blockSize,
            by: Lane.laneCount)
        {
            let frames = table.frames(at: index, progress: progress)
            var hits =
                frames.minX.lanes(lessThan: maxX) & minX.lanes(lessThan: frames.maxX)
                & frames.minY.lanes(lessThan: maxY) & minY.lanes(lessThan: frames.maxY) & frames.nonEmptyLanes
            while hits != 0 {
                let lane = hits.trailingZeroBitCount
                hits &= hits - 1
                attributes.append(layoutAttributes(at: index + lane, frames: frames, lane: lane))
            }
        }
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let index = table.flatIndex(ofKind: kind, at: indexPath) else { return nil }
        return layoutAttributes(at: index, frames: table.frames(at: index, progress: transitionProgress), lane: 0)
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        let along = table.axis.vertical(point).y
        let blocks = table.bounds.candidateBlocks(from: along, to: along, progress: transitionProgress)
        let progress = Lane(repeating: transitionProgress)
        let (x, y) = (Lane(repeating: point.x), Lane(repeating: point.y))
        for index in stride(
            from: blocks.lowerBound * BlockBounds.blockSize, to: blocks.upperBound * BlockBounds.blockSize,
            by: Lane.laneCount)
        {
            let frames = table.frames(at: index, progress: progress)
            var hits =
                frames.minX.lanes(lessThanOrEqualTo: x) & x.lanes(lessThan: frames.maxX)
                & frames.minY.lanes(lessThanOrEqualTo: y) & y.lanes(lessThan: frames.maxY)
            while hits != 0 {
                let element = index + hits.trailingZeroBitCount
                hits &= hits - 1
                if table.kinds[element] == .cell { return table.indexPaths[element] }
            }
        }
        return nil
    }

    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        frames.resize(to: table.count)
        let count = table.count
        guard count > 0 else { return }
        let wholeLanes = count - count % Lane.laneCount
        frames.withUnsafeMutableColumns { xBuffer, yBuffer, widthBuffer, heightBuffer, alphaBuffer in
            let (x, y) = (xBuffer.baseAddress!, yBuffer.baseAddress!)
            let (width, height, alpha) = (widthBuffer.baseAddress!, heightBuffer.baseAddress!, alphaBuffer.baseAddress!)
            @inline(__always)
            func interpolate<Vector: InterpolationLane>(_ indices: StrideTo<Int>, as _: Vector.Type) {
                let progress = Vector(repeating: transitionProgress)
                for index in indices {
                    let lanes = table.frames(at: index, progress: progress)
                    lanes.x.store(to: x + index)
                    lanes.y.store(to: y + index)
                    lanes.width.store(to: width + index)
                    lanes.height.store(to: height + index)
                    table.alphas(at: index, progress: progress).store(to: alpha + index)
                }
            }
            interpolate(stride(from: 0, to: wholeLanes, by: Lane.laneCount), as: Lane.self)
            interpolate(stride(from: wholeLanes, to: count, by: 1), as: Double.self)
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
