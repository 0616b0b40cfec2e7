import RunRecords
import SwitchLayout

// The two kinds of phase, tick by tick. Each tick measures exactly the collection view's work
// for it; verification against the reference mirror follows, outside the measurement.

extension FramePlayer.Playthrough {
    /// A fling from the current offset: `deceleration` for `duration` seconds, retargeted on its
    /// first frame to the snapped rest offset when `snapsToCell`.
    mutating func fling(
        _ deceleration: ScrollDeceleration, duration: Double, snapsToCell: Bool, hitTestsCentre: Bool,
        record: (FrameRecord) throws -> Void
    ) throws {
        let player = self.player
        // A fling does not change the spec: read once, before the timed frames.
        let spec = kernel.currentSpec
        let start = contentOffset
        let projected = Self.moved(start, by: deceleration.projectedDistance, along: spec.axis)
        var target: Point?
        let frameCount = max(1, Int((duration / player.frameInterval).rounded(.up)))
        let startTime = clock
        for tick in 1...frameCount {
            let time = min(Double(tick) * player.frameInterval, duration)
            let isLast = tick == frameCount
            var hit: IndexPath?
            let measurement = player.startMeasurement()
            if tick == 1 {
                items.changeScrolling(
                    to: .scrolling(animatesSelectionFrame: true), kernel, centre: viewport.centre(at: start),
                    at: startTime)
            }
            if snapsToCell, target == nil {
                target = kernel.snappedContentOffset(
                    forProposedContentOffset: projected, viewportSize: viewport.size)
            }
            contentOffset =
                if let target {
                    start.interpolated(
                        to: target, progress: deceleration.fractionToRest(at: time, duration: duration))
                } else {
                    spec.clampedContentOffset(
                        Self.moved(start, by: deceleration.distance(at: time), along: spec.axis),
                        contentSize: kernel.collectionViewContentSize, viewportSize: viewport.size)
                }
            if isLast {
                items.changeScrolling(
                    to: .idle, kernel, centre: viewport.centre(at: contentOffset), at: startTime + time)
            }
            if items.isActive {
                try items.update(
                    &kernel, at: startTime + time, contentOffset: contentOffset, viewportSize: viewport.size)
            }
            kernel.layoutAttributesForElements(in: viewport.rect(at: contentOffset), into: &attributes)
            if hitTestsCentre {
                hit = kernel.indexPathForItem(at: viewport.centre(at: contentOffset))
            }
            let cost = player.measured(since: measurement)
            if tick == 1 {
                let flinging = ScrollingChange(
                    state: .scrolling(animatesSelectionFrame: true), contentOffset: start, time: startTime)
                _ = try mirrorItemTransitions(at: startTime, scrolling: flinging)
            }
            let idle = ScrollingChange(state: .idle, contentOffset: contentOffset, time: startTime + time)
            var comparison = try mirrorItemTransitions(at: startTime + time, scrolling: isLast ? idle : nil)
            comparison.merge(verifyVisibleElements())
            if let reference {
                if tick == 1, let target {
                    let expected = reference.snappedContentOffset(
                        forProposedContentOffset: projected, viewportSize: viewport.size)
                    comparison.merge(Self.compare(target, expected))
                }
                if hitTestsCentre, hit != reference.indexPathForItem(at: viewport.centre(at: contentOffset)) {
                    comparison.setMismatches += 1
                }
            }
            clock = startTime + time
            // In a carousel the fling's first and last frames change its state and start animations.
            try emit(
                progress: 0, visible: attributes.count, cost: cost, comparison: checked(comparison), outputBytes: 0,
                changesLayout: items.carousel != nil && (tick == 1 || isLast), record: record)
        }
    }

    /// A transition to `state` along `curve`: the first frame starts it (preparing the
    /// destination, unless the kernel prefetched it at load) and finds its target offset, the
    /// last finishes (or, at progress 0, cancels) the transition.
    mutating func transition(
        to state: LayoutState, curve: TimingCurve, duration: Double, mapping: ContentOffsetMapping,
        work: TransitionWork,
        record: (FrameRecord) throws -> Void
    ) throws {
        let player = self.player
        let spec = specs[state]!
        let start = contentOffset
        let completionTime = curve.completionTime(duration: duration)
        var target = start
        var tick = 0
        let startTime = clock
        while true {
            let elapsed = Double(tick) * player.frameInterval
            let isLast = elapsed >= completionTime
            let progress = curve.progress(atElapsed: elapsed, duration: duration)
            let measurement = player.startMeasurement()
            if tick == 0 {
                try kernel.startTransition(to: spec)
                target = kernel.targetContentOffset(
                    forProposedContentOffset: start, viewportSize: viewport.size, mapping: mapping)
            }
            try kernel.setTransitionProgress(progress)
            contentOffset = mapping.displayedOffset(from: start, to: target, progress: progress, isLast: isLast)
            if items.isActive {
                try items.update(
                    &kernel, at: startTime + elapsed, contentOffset: contentOffset, viewportSize: viewport.size)
            }
            let visible: Int
            switch work {
            case .visibleElements:
                kernel.layoutAttributesForElements(in: viewport.rect(at: contentOffset), into: &attributes)
                visible = attributes.count
            case .allElements:
                player.interpolateAllElements(kernel, &frames)
                visible = frames.count
            }
            if isLast {
                if curve.finalProgress == 0 { kernel.cancelTransition() } else { kernel.finishTransition() }
            }
            let cost = player.measured(since: measurement)
            var comparison = Agreement.Comparison()
            if let reference {
                if tick == 0 {
                    try reference.startTransition(to: spec)
                    comparison.merge(
                        Self.compare(
                            target,
                            reference.targetContentOffset(
                                forProposedContentOffset: start, viewportSize: viewport.size, mapping: mapping)))
                }
                try reference.setTransitionProgress(progress)
                comparison.merge(try mirrorItemTransitions(at: startTime + elapsed))
                comparison.merge(work == .visibleElements ? verifyVisibleElements() : verifyAllElements())
                if isLast {
                    if curve.finalProgress == 0 { reference.cancelTransition() } else { reference.finishTransition() }
                }
            }
            clock = startTime + elapsed
            let outputBytes = work == .allElements ? frames.count * 5 * MemoryLayout<Double>.stride : 0
            try emit(
                progress: progress, visible: visible, cost: cost, comparison: checked(comparison),
                outputBytes: outputBytes,
                changesLayout: tick == 0 || isLast, record: record)
            if isLast { break }
            tick += 1
        }
        if curve.finalProgress != 0 {
            self.state = state
        }
    }

    /// `comparison` if the player compares answers, else an empty one.
    func checked(_ comparison: Agreement.Comparison) -> Agreement.Comparison {
        player.verification == .compare ? comparison : Agreement.Comparison()
    }

    /// `offset` moved `distance` points along `axis`, the scroll axis.
    private static func moved(_ offset: Point, by distance: Double, along axis: Axis) -> Point {
        var vertical = axis.vertical(offset)
        vertical.y += distance
        return axis.vertical(vertical)
    }

    /// The reference's answer for the viewport, compared with the kernel's.
    mutating func verifyVisibleElements() -> Agreement.Comparison {
        guard let reference else { return Agreement.Comparison() }
        let rect = viewport.rect(at: contentOffset)
        reference.layoutAttributesForElements(in: rect, into: &referenceAttributes)
        return Agreement.compare(attributes, referenceAttributes, in: rect)
    }

    /// The reference's full interpolation, compared with the kernel's buffer.
    mutating func verifyAllElements() -> Agreement.Comparison {
        guard let reference else { return Agreement.Comparison() }
        reference.layoutFramesForAllElements(into: &referenceFrames)
        return Agreement.compare(frames, referenceFrames)
    }

    /// Two content offsets compared as frame origins.
    static func compare(_ offset: Point, _ expected: Point) -> Agreement.Comparison {
        var comparison = Agreement.Comparison()
        comparison.maximumFrameError = Agreement.frameError(
            Rect(origin: offset, size: .zero), Rect(origin: expected, size: .zero))
        return comparison
    }

    /// Hands the frame's record on and counts the frame.
    mutating func emit(
        progress: Double, visible: Int, cost: FramePlayer.FrameCost,
        comparison: Agreement.Comparison, outputBytes: Int, changesLayout: Bool, record: (FrameRecord) throws -> Void
    ) throws {
        try record(
            FrameRecord(
                scenario: player.scenario.name, implementation: player.implementation, items: player.items,
                refreshRate: player.refreshRate, repetition: repetition, frame: frame, progress: progress,
                offsetX: contentOffset.x, offsetY: contentOffset.y, visible: visible,
                workNanoseconds: cost.nanoseconds,
                budgetNanoseconds: FrameBudget(refreshRate: player.refreshRate).nanoseconds,
                allocationCount: cost.allocations, allocatedBytes: cost.bytes,
                maximumAbsoluteError: max(comparison.maximumFrameError, comparison.maximumAlphaError),
                setMismatches: comparison.setMismatches, outputBytes: outputBytes, changesLayout: changesLayout,
                verification: player.verification))
        frame += 1
        if snapshot == nil, clock >= snapshotTime {
            snapshot = currentSnapshot()
        }
    }
}
