import ReferenceLayout
import SwitchLayout
import Testing

/// Every query of `candidate` against the reference at their current state or progress: the
/// rect query over rects on element edges and off the content, every element's lookup (and some
/// out of range), hit tests, full interpolation, the content size, snapping and target offsets.
public func expectAgreement<Kernel: LayoutKernel>(
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
public func expectAgreementThroughout<Kernel: LayoutKernel>(_: Kernel.Type, _ transition: TransitionCase) throws {
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
