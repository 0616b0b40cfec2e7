import LayoutTestSupport
import PropertyBased
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

/// Every query of `candidate` against the reference at their current state or progress: the
/// rect query over rects on element edges and off the content, every element's lookup (and some
/// out of range), hit tests, full interpolation, the content size, snapping and target offsets.
func expectAgreement<Kernel: LayoutKernel>(
    _ candidate: Kernel, _ reference: ReferenceLayout, sourceLocation: SourceLocation = #_sourceLocation
) {
    var generator = SystemRandomNumberGenerator()
    let everything = reference.layoutAttributesForElements(in: everywhere)
    let frames = everything.map(\.frame)
    let queries = KernelQueries(
        rects: [everywhere] + randomRects(around: frames, using: &generator),
        points: randomPoints(around: frames, using: &generator),
        contentOffsets: Array(randomPoints(around: frames, using: &generator).prefix(12)),
        viewportSize: reference.currentSpec.boundsSize,
        lookups: everything.map { ($0.elementKind, $0.indexPath) } + [
            (.cell, IndexPath(item: -1, section: 0)), (.cell, IndexPath(item: 0, section: 99)),
            (.header, IndexPath(item: 1, section: 0)), (.footer, IndexPath(item: 0, section: -1)),
        ])
    let disagreements = Agreement.disagreements(of: candidate, with: reference, asking: queries)
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// Runs the whole life of a random transition in both implementations, checking agreement at
/// rest, at the case's progress and at the ends, then after finishing and cancelling.
func expectAgreementThroughout<Kernel: LayoutKernel>(_: Kernel.Type, _ transition: TransitionCase) throws {
    var candidate = try Kernel(transition.current)
    let reference = try ReferenceLayout(transition.current)
    // Half the appearances before the transition, half during it.
    let (before, during) = (transition.appearances.prefix(1), transition.appearances.dropFirst())
    for (indexPath, appearance) in before {
        try candidate.setAppearance(appearance, forItemAt: indexPath)
        try reference.setAppearance(appearance, forItemAt: indexPath)
    }
    expectAgreement(candidate, reference)
    try candidate.startTransition(to: transition.next)
    try reference.startTransition(to: transition.next)
    for (indexPath, appearance) in during {
        try candidate.setAppearance(appearance, forItemAt: indexPath)
        try reference.setAppearance(appearance, forItemAt: indexPath)
    }
    for progress in [transition.progress, 0, 1] {
        try candidate.setTransitionProgress(progress)
        try reference.setTransitionProgress(progress)
        expectAgreement(candidate, reference)
    }
    candidate.cancelTransition()
    reference.cancelTransition()
    expectAgreement(candidate, reference)
    try candidate.startTransition(to: transition.next)
    try reference.startTransition(to: transition.next)
    candidate.finishTransition()
    reference.finishTransition()
    expectAgreement(candidate, reference)
    if let (indexPath, _) = transition.appearances.first {
        try candidate.setAppearance(nil, forItemAt: indexPath)
        try reference.setAppearance(nil, forItemAt: indexPath)
        expectAgreement(candidate, reference)
    }
}

@Suite("Optimized kernels agree with the reference")
struct DifferentialTests {
    @Test func simdLanesAgreeOnRandomTransitions() async {
        await propertyCheck(count: 1500, input: Gen.transitionCase) { transition in
            try expectAgreementThroughout(SIMDOptimizedLayout.self, transition)
        }
    }

    @Test func scalarLanesAgreeOnRandomTransitions() async {
        await propertyCheck(count: 500, input: Gen.transitionCase) { transition in
            try expectAgreementThroughout(ScalarOptimizedLayout.self, transition)
        }
    }

    @Test func theGoldenVectorsHold() throws {
        let list = LayoutSpec(
            state: .list, boundsSize: Size(width: 375, height: 667), columns: 1, staticCellHeight: 80,
            sections: [Section(itemCount: 10)])
        var grid = list
        grid.state = .grid
        grid.columns = 3
        grid.staticCellHeight = 165
        var layout = try SIMDOptimizedLayout(list)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == Rect(x: 6, y: 780, width: 363, height: 74))
        try layout.startTransition(to: grid)
        layout.finishTransition()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == Rect(x: 6, y: 519, width: 113, height: 159))
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 684))
    }

    @Test func invalidInputIsRejectedAsByTheReference() throws {
        var spec = LayoutSpec(
            state: .grid, boundsSize: Size(width: 375, height: 667), columns: 0, staticCellHeight: 80,
            sections: [Section(itemCount: 10)])
        #expect(throws: LayoutError.invalidParameter(name: "columns", value: 0, requirement: "at least 1")) {
            try SIMDOptimizedLayout(spec)
        }
        spec.columns = 3
        var layout = try SIMDOptimizedLayout(spec)
        #expect(throws: LayoutError.noTransitionInProgress) { try layout.setTransitionProgress(0.5) }
        var other = spec
        other.sections[0].itemCount = 11
        #expect(throws: LayoutError.incompatibleTransition(name: "sections[0].itemCount", current: "10", next: "11")) {
            try layout.startTransition(to: other)
        }
        try layout.startTransition(to: spec)
        #expect(throws: LayoutError.self) { try layout.setTransitionProgress(.infinity) }
    }
}
