import Benchmark
import LabCatalog
import SwitchLayout

/// One benchmark's state, built once before its iterations: the layout in the workload's phase,
/// the question it is asked, the caller-owned buffers it answers into (reused, so that a kernel
/// that allocates nothing per frame is measured at 0 mallocs), and the reference's answer to
/// compare with.
final class KernelFixture<Kernel: LayoutKernel> {
    /// The call that is measured.
    let workload: KernelWorkload
    /// The collection and its switch.
    let collection: ListToGridSwitch
    /// The visible rect the rect queries ask for, in content coordinates (points); its centre is
    /// the point the hit test asks for.
    let viewport: Rect
    /// The layout the call runs on, in the workload's phase.
    private var layout: Kernel
    /// The elements the last rect query returned (its capacity is kept between calls).
    private var attributes: [LayoutAttributes] = []
    /// Every element's frame and alpha from the last full interpolation.
    private var frames: ElementFrames
    /// The cell the last hit test found, if any.
    private var hitItem: IndexPath?
    /// The reference's answer to the same call, when this fixture's answers are checked against
    /// it; `nil` for the reference itself.
    private let referenceAnswer: KernelAnswer?

    /// The capacity reserved for the rect queries' answers: far more elements than a 390 × 844
    /// viewport shows in either layout.
    private static var attributesCapacity: Int { 1024 }

    /// Prepares `workload` on `collection`, to be checked against `referenceAnswer` if one is
    /// given.
    init(_ workload: KernelWorkload, on collection: ListToGridSwitch, referenceAnswer: KernelAnswer?)
        throws(LayoutError)
    {
        self.workload = workload
        self.collection = collection
        self.referenceAnswer = referenceAnswer
        viewport = collection.viewport(atProgress: workload.phase.progress)
        layout = try collection.layout(Kernel.self, in: workload.phase)
        frames = ElementFrames(count: layout.elementCount)
        attributes.reserveCapacity(Self.attributesCapacity)
    }

    /// Makes the workload's call `calls` times in a row (the same question each time), timed and
    /// counted together by `benchmark` between its `startMeasurement()` and `stopMeasurement()`
    /// (unmeasured without one); the answer is left in ``answer``. `prepare` and a switch's first
    /// and last frames are made once.
    func run(calls: Int = 1, measuredBy benchmark: Benchmark?) throws(LayoutError) {
        guard workload != .selfSizingFirstFrame else {
            benchmark?.startMeasurement()
            try layout.startTransition(to: collection.gridSpec)
            let target = layout.targetContentOffset(
                forProposedContentOffset: viewport.origin, viewportSize: viewport.size, mapping: .anchored)
            try layout.setTransitionProgress(0)
            layout.layoutAttributesForElements(in: viewport, into: &attributes)
            benchmark?.stopMeasurement()
            blackHole(target)
            // Back to the list at rest, the grid still kept, outside the measurement.
            layout.cancelTransition()
            return
        }
        guard workload != .selfSizingLastFrame else {
            benchmark?.startMeasurement()
            try layout.setTransitionProgress(1)
            layout.layoutAttributesForElements(in: viewport, into: &attributes)
            layout.finishTransition()
            benchmark?.stopMeasurement()
            // Back to the switch's end, outside the measurement: to the list at rest, then to the
            // grid again (kept by the optimized layouts, prepared anew by the others).
            try layout.startTransition(to: collection.listSpec)
            layout.finishTransition()
            try layout.startTransition(to: collection.gridSpec)
            try layout.setTransitionProgress(1)
            return
        }
        guard workload != .prepare else {
            benchmark?.startMeasurement()
            let prepared = try collection.layout(Kernel.self, in: workload.phase)
            benchmark?.stopMeasurement()
            // Frees the previous iteration's layouts, outside the measurement.
            layout = prepared
            layout.layoutAttributesForElements(in: viewport, into: &attributes)
            return
        }
        benchmark?.startMeasurement()
        for _ in 0..<calls {
            ask()
        }
        benchmark?.stopMeasurement()
    }

    /// Asks the layout the workload's question once.
    private func ask() {
        switch workload {
        case .prepare, .selfSizingFirstFrame, .selfSizingLastFrame:
            preconditionFailure("\(workload.rawValue) is not a question to the layout")
        case .visibleInterpolation, .rectQuery, .selfSizingRectQuery, .selfSizingVisibleInterpolation:
            layout.layoutAttributesForElements(in: viewport, into: &attributes)
        case .fullInterpolation: layout.layoutFramesForAllElements(into: &frames)
        case .hitTest: hitItem = layout.indexPathForItem(at: Point(x: viewport.midX, y: viewport.midY))
        }
    }

    /// The answer of the last ``run(measuredBy:)``; for `prepare`, what the prepared layout
    /// shows in the viewport; for a switch's first or last frame, what it showed.
    var answer: KernelAnswer {
        switch workload {
        case .prepare, .visibleInterpolation, .rectQuery, .selfSizingRectQuery, .selfSizingVisibleInterpolation,
            .selfSizingFirstFrame, .selfSizingLastFrame:
            .attributes(attributes, in: viewport)
        case .fullInterpolation: .frames(frames)
        case .hitTest: .item(hitItem)
        }
    }

    /// What is wrong with the last answer: empty (the question misses the content, so the
    /// benchmark would measure nothing), or not within ``Agreement``'s tolerances of the reference's; `nil` if nothing.
    var answerProblem: String? {
        let answer = answer
        if answer.isEmpty {
            return "\(workload.rawValue) at \(collection.items) items answered nothing: the viewport misses the content"
        }
        guard let referenceAnswer else { return nil }
        let comparison = answer.agreement(with: referenceAnswer)
        guard !comparison.agrees else { return nil }
        return "\(workload.rawValue) at \(collection.items) items differs from the reference: "
            + "\(comparison.setMismatches) mismatched elements, frames up to \(comparison.maximumFrameError) pt "
            + "and alphas up to \(comparison.maximumAlphaError) apart"
    }
}
