import CCallgrind
import FrameLab
import LabCatalog
import SIMDLayout
import SwitchLayout

extension KernelWorkload {
    /// Runs the workload on `Kernel` with ``DisplaySwitcherCollection`` at `items` items: once to
    /// warm up (so that buffers reach their size and the measured run allocates only what the
    /// kernel itself allocates), then again, bracketed by two calls of `toggleMeasurement`. Only
    /// the second run's kernel work lies between them; the setup both runs share (the layouts,
    /// the rects and points) does not.
    ///
    /// Each run is a few calls, over which the counts are steady: `prepare` once; 16 frames of the
    /// switch, each setting the progress and querying the viewport (`visible-interpolation`); 4
    /// frames interpolating every element (`full-interpolation`); 64 viewport queries spread over
    /// the list at rest (`rect-query`); 64 hit tests spread over it at rest, then 64 mid-transition
    /// (`hit-test`). The self-sizing workloads do as their uniform peers on the self-sizing list;
    /// `self-sizing-first-frame` starts the switch once, `self-sizing-last-frame` finishes it once.
    package func run<Kernel: LayoutKernel>(
        on _: Kernel.Type, items: Int, toggleMeasurement: () -> Void
    ) throws {
        let list = DisplaySwitcherCollection.spec(for: .list, items: items, isSelfSizing: isSelfSizing)
        let grid = DisplaySwitcherCollection.spec(for: .grid, items: items, isSelfSizing: isSelfSizing)
        switch self {
        case .prepare: try Self.prepare(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        case .visibleInterpolation, .selfSizingVisibleInterpolation:
            try Self.interpolateVisibleElements(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        case .fullInterpolation:
            try Self.interpolateAllElements(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        case .rectQuery, .selfSizingRectQuery: try Self.queryViewports(Kernel.self, list, toggleMeasurement)
        case .hitTest: try Self.hitTest(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        case .selfSizingFirstFrame: try Self.startSwitch(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        case .selfSizingLastFrame: try Self.finishSwitch(Kernel.self, list, switchingTo: grid, toggleMeasurement)
        }
    }

    /// `prepare`: the list prepared and a transition to the grid started.
    private static func prepare<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        var layout: Kernel?
        for measured in [false, true] {
            // The warm-up's layout is freed before the measurement: freeing is not preparing.
            layout = nil
            if measured { toggleMeasurement() }
            layout = try Kernel(list)
            try layout!.startTransition(to: grid)
            if measured { toggleMeasurement() }
        }
        precondition(layout!.nextSpec != nil)
    }

    /// The list of a self-sizing switch prepared and the grid prefetched, as when the heights
    /// arrive, and where the switch starts: the middle of the list (points).
    private static func prefetchedSwitch<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec
    ) throws -> (layout: Kernel, start: Point) {
        var layout = try Kernel(list)
        try layout.prefetchTransition(to: grid)
        return (layout, Point(x: 0, y: layout.collectionViewContentSize.height / 2))
    }

    /// `self-sizing-first-frame`: the list prepared and the grid prefetched, then the switch's
    /// first frame as the frame lab plays it, from the middle of the list: the transition
    /// started, the target offset found, progress 0 set and the viewport queried. Cancelled
    /// after each run, unmeasured.
    private static func startSwitch<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        let viewportSize = DisplaySwitcherCollection.viewportSize
        var (layout, start) = try prefetchedSwitch(Kernel.self, list, switchingTo: grid)
        var attributes: [LayoutAttributes] = []
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            try layout.startTransition(to: grid)
            let target = layout.targetContentOffset(
                forProposedContentOffset: start, viewportSize: viewportSize, mapping: .anchored)
            try layout.setTransitionProgress(0)
            layout.layoutAttributesForElements(in: Rect(origin: start, size: viewportSize), into: &attributes)
            if measured { toggleMeasurement() }
            precondition(!attributes.isEmpty && target.y.isFinite)
            layout.cancelTransition()
        }
    }

    /// `self-sizing-last-frame`: the list prepared and the grid prefetched, the switch started
    /// from the middle of the list and played to its second-to-last frame, then its last frame as
    /// the frame lab plays it: progress 1 set, the viewport queried at the target offset, the
    /// transition finished. Switched back to the list after each run, unmeasured.
    private static func finishSwitch<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        let viewportSize = DisplaySwitcherCollection.viewportSize
        var (layout, start) = try prefetchedSwitch(Kernel.self, list, switchingTo: grid)
        var attributes: [LayoutAttributes] = []
        for measured in [false, true] {
            try layout.startTransition(to: grid)
            let target = layout.targetContentOffset(
                forProposedContentOffset: start, viewportSize: viewportSize, mapping: .anchored)
            try layout.setTransitionProgress(16.0 / 17)
            if measured { toggleMeasurement() }
            try layout.setTransitionProgress(1)
            layout.layoutAttributesForElements(in: Rect(origin: target, size: viewportSize), into: &attributes)
            layout.finishTransition()
            if measured { toggleMeasurement() }
            precondition(!attributes.isEmpty && layout.nextSpec == nil)
            try layout.startTransition(to: list)
            layout.finishTransition()
        }
    }

    /// `visible-interpolation`: 16 frames of the switch from the middle of the list, each setting
    /// the progress and querying the viewport, which moves to the target offset with it.
    private static func interpolateVisibleElements<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        let viewportSize = DisplaySwitcherCollection.viewportSize
        var layout = try Kernel(list)
        let start = Point(x: 0, y: layout.collectionViewContentSize.height / 2)
        try layout.startTransition(to: grid)
        let target = layout.targetContentOffset(
            forProposedContentOffset: start, viewportSize: viewportSize, mapping: .anchored)
        var attributes: [LayoutAttributes] = []
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            for frame in 1...16 {
                let progress = Double(frame) / 17
                try layout.setTransitionProgress(progress)
                let offset = start.interpolated(to: target, progress: progress)
                layout.layoutAttributesForElements(in: Rect(origin: offset, size: viewportSize), into: &attributes)
            }
            if measured { toggleMeasurement() }
        }
    }

    /// `full-interpolation`: 4 frames of the switch, each interpolating every element into a
    /// caller-owned buffer.
    private static func interpolateAllElements<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        var layout = try Kernel(list)
        try layout.startTransition(to: grid)
        var frames = ElementFrames()
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            for frame in 1...4 {
                try layout.setTransitionProgress(Double(frame) / 5)
                layout.layoutFramesForAllElements(into: &frames)
            }
            if measured { toggleMeasurement() }
        }
    }

    /// `rect-query` and `self-sizing-rect-query`: 64 viewports spread down `list` at rest.
    private static func queryViewports<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        let layout = try Kernel(list)
        let rects = spread(64, over: layout.collectionViewContentSize).map {
            Rect(origin: $0, size: DisplaySwitcherCollection.viewportSize)
        }
        var attributes: [LayoutAttributes] = []
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            for rect in rects {
                layout.layoutAttributesForElements(in: rect, into: &attributes)
            }
            if measured { toggleMeasurement() }
        }
    }

    /// `hit-test`: 64 points spread down the list at rest, then the same 64 halfway through the
    /// switch.
    private static func hitTest<Kernel: LayoutKernel>(
        _: Kernel.Type, _ list: LayoutSpec, switchingTo grid: LayoutSpec, _ toggleMeasurement: () -> Void
    ) throws {
        var layout = try Kernel(list)
        let points = spread(64, over: layout.collectionViewContentSize).map {
            Point(x: $0.x + DisplaySwitcherCollection.viewportSize.width / 3, y: $0.y)
        }
        var hits = 0
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            for point in points where layout.indexPathForItem(at: point) != nil {
                hits += 1
            }
            if measured { toggleMeasurement() }
        }
        try layout.startTransition(to: grid)
        try layout.setTransitionProgress(0.5)
        for measured in [false, true] {
            if measured { toggleMeasurement() }
            for point in points where layout.indexPathForItem(at: point) != nil {
                hits += 1
            }
            if measured { toggleMeasurement() }
        }
        precondition(hits > 0)
    }

    /// `count` points evenly down the left edge of content of `size`, from the top, in points.
    private static func spread(_ count: Int, over size: Size) -> [Point] {
        (0..<count).map { index in
            Point(x: 0, y: size.height * Double(index) / Double(count))
        }
    }
}

extension KernelWorkload {
    /// Runs the workload on the optimized layout (with `regression`, if any, to prove the gate),
    /// with callgrind collecting only the measured run: the process runs under
    /// `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`, instrumented from the
    /// workload's start (its unmeasured run warms the simulated caches), not the process's. A
    /// delay costs time, not instructions, so the counts run the kernel without it: the timing
    /// checks must catch it on their own.
    package func runForCallgrind(items: Int, regression: InjectedRegression?) throws {
        let counted = Counting(workload: self, items: items)
        try InjectingRegression(regression == .delayedQueries ? nil : regression, into: counted)
            .visit(SIMDOptimizedLayout.self)
    }
}

/// Runs a workload on the kernel it visits, between callgrind's client requests.
private struct Counting: KernelVisitor {
    typealias Failure = any Error
    let workload: KernelWorkload
    let items: Int

    func visit<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        callgrind_start_instrumentation()
        try workload.run(on: Kernel.self, items: items, toggleMeasurement: callgrind_toggle_collect)
    }
}
