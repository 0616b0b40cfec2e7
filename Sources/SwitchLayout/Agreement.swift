/// How closely two implementations must agree (the same elements, every length within 0.001 pt,
/// every alpha and scale within 10⁻⁶), and the comparisons that
/// check it: the differential tests and the frame lab's verification both use these.
public enum Agreement {
    /// The largest difference allowed on each of x, y, width and height, in points.
    public static let frameTolerance = 0.001
    /// The largest difference allowed on alpha and on a transform's scale.
    public static let alphaTolerance = 1e-6

    /// The outcome of comparing a candidate's answer with the reference's.
    public struct Comparison: Hashable, Sendable {
        /// The largest difference over every compared length (frames, next frames, corner radii,
        /// content sizes), in points.
        public var maximumFrameError = 0.0
        /// The largest difference over every compared alpha and transform.
        public var maximumAlphaError = 0.0
        /// Elements returned by one side only (other than those at the query rect's edge), plus
        /// elements whose identity, order, state or progress differs.
        public var setMismatches = 0

        /// An empty comparison: no errors, no mismatches.
        public init() {}

        /// Whether the answers agree within the tolerances.
        public var agrees: Bool {
            setMismatches == 0 && maximumFrameError <= frameTolerance && maximumAlphaError <= alphaTolerance
        }
    }

    /// The largest difference between two rectangles' raw components, in points (each as
    /// ``difference(_:_:)`` measures it).
    public static func frameError(_ candidate: Rect, _ reference: Rect) -> Double {
        max(
            difference(candidate.origin.x, reference.origin.x), difference(candidate.origin.y, reference.origin.y),
            difference(candidate.size.width, reference.size.width),
            difference(candidate.size.height, reference.size.height))
    }

    /// How far `candidate` is from `reference`: `|candidate − reference|`, except 0 for equal
    /// values (infinities of the same sign included) and for two NaNs, and infinity when only one
    /// is NaN. A plain `abs(candidate − reference)` would be NaN there, which `max` drops, so a
    /// NaN answer would pass as agreement.
    public static func difference(_ candidate: Double, _ reference: Double) -> Double {
        if candidate == reference || (candidate.isNaN && reference.isNaN) { return 0 }
        let difference = abs(candidate - reference)
        return difference.isNaN ? .infinity : difference
    }

    /// Compares one element's attributes: identity, state, progress, z-index and whether a
    /// content size is set must match exactly; frames, corner radius and content size within
    /// ``frameTolerance``, alpha and transform within ``alphaTolerance``.
    public static func compare(_ candidate: LayoutAttributes?, _ reference: LayoutAttributes?) -> Comparison {
        var comparison = Comparison()
        switch (candidate, reference) {
        case (nil, nil):
            break
        case let (candidate?, reference?):
            comparison.record(candidate, reference)
        default:
            comparison.setMismatches = 1
        }
        return comparison
    }

    /// Compares two answers to `layoutAttributesForElements(in: rect)`: both in flat order, the
    /// same elements except those whose frame lies within ``frameTolerance`` of the rect's edge,
    /// each within the tolerances.
    public static func compare(_ candidate: [LayoutAttributes], _ reference: [LayoutAttributes], in rect: Rect)
        -> Comparison
    {
        var comparison = Comparison()
        var candidateIndex = 0
        var referenceIndex = 0
        while candidateIndex < candidate.count || referenceIndex < reference.count {
            let inCandidate = candidateIndex < candidate.count ? candidate[candidateIndex] : nil
            let inReference = referenceIndex < reference.count ? reference[referenceIndex] : nil
            if let inCandidate, let inReference, inCandidate.flatOrderKey == inReference.flatOrderKey {
                comparison.record(inCandidate, inReference)
                candidateIndex += 1
                referenceIndex += 1
            } else if let inCandidate, inReference.map({ inCandidate.flatOrderKey < $0.flatOrderKey }) ?? true {
                if !isAtEdge(inCandidate.presentedFrame, of: rect) { comparison.setMismatches += 1 }
                candidateIndex += 1
            } else if let inReference {
                if !isAtEdge(inReference.presentedFrame, of: rect) { comparison.setMismatches += 1 }
                referenceIndex += 1
            }
        }
        return comparison
    }

    /// Compares two full interpolations (`layoutFramesForAllElements(into:)`): the same number of
    /// entries, each frame and alpha within the tolerances; every entry missing on one side is a
    /// set mismatch.
    public static func compare(_ candidate: ElementFrames, _ reference: ElementFrames) -> Comparison {
        var comparison = Comparison()
        comparison.setMismatches = abs(candidate.count - reference.count)
        for index in 0..<min(candidate.count, reference.count) {
            comparison.maximumFrameError = max(
                comparison.maximumFrameError, frameError(candidate.frame(at: index), reference.frame(at: index)))
            comparison.maximumAlphaError = max(
                comparison.maximumAlphaError, difference(candidate.alpha[index], reference.alpha[index]))
        }
        return comparison
    }

    /// Whether `frame` comes within ``frameTolerance`` of touching `rect` from outside or of
    /// leaving it: membership of such an element may differ by rounding.
    static func isAtEdge(_ frame: Rect, of rect: Rect) -> Bool {
        func near(_ edge: Double, _ other: Double) -> Bool { abs(edge - other) <= frameTolerance }
        return near(frame.minX, rect.maxX) || near(frame.maxX, rect.minX) || near(frame.minY, rect.maxY)
            || near(frame.maxY, rect.minY) || frame.width <= frameTolerance || frame.height <= frameTolerance
    }
}

extension Agreement.Comparison {
    /// Adds the comparison of two attributes of the same element.
    mutating func record(_ candidate: LayoutAttributes, _ reference: LayoutAttributes) {
        if candidate.indexPath != reference.indexPath || candidate.elementKind != reference.elementKind
            || candidate.layoutState != reference.layoutState
            || candidate.transitionProgress != reference.transitionProgress
        {
            setMismatches += 1
        }
        maximumFrameError = max(
            maximumFrameError, Agreement.frameError(candidate.frame, reference.frame),
            Agreement.frameError(candidate.nextLayoutCellFrame, reference.nextLayoutCellFrame))
        maximumAlphaError = max(
            maximumAlphaError, Agreement.difference(candidate.alpha, reference.alpha),
            Agreement.difference(candidate.transform, reference.transform))
        maximumFrameError = max(maximumFrameError, Agreement.difference(candidate.cornerRadius, reference.cornerRadius))
        switch (candidate.contentSize, reference.contentSize) {
        case (nil, nil):
            break
        case let (candidateSize?, referenceSize?):
            maximumFrameError = max(
                maximumFrameError,
                Agreement.frameError(Rect(origin: .zero, size: candidateSize), Rect(origin: .zero, size: referenceSize))
            )
        default:
            setMismatches += 1
        }
        if candidate.zIndex != reference.zIndex { setMismatches += 1 }
    }

    /// Adds another comparison's findings.
    public mutating func merge(_ other: Agreement.Comparison) {
        maximumFrameError = max(maximumFrameError, other.maximumFrameError)
        maximumAlphaError = max(maximumAlphaError, other.maximumAlphaError)
        setMismatches += other.setMismatches
    }
}

extension Agreement {
    /// Compares two frames' overlays: the same names and z-indexes in the same order (else set
    /// mismatches), frames and corner radii within ``frameTolerance``, alpha and transform within
    /// ``alphaTolerance``.
    public static func compare(_ candidate: [Overlay], _ reference: [Overlay]) -> Comparison {
        var comparison = Comparison()
        comparison.setMismatches = abs(candidate.count - reference.count)
        for (overlay, expected) in zip(candidate, reference) {
            if overlay.name != expected.name || overlay.zIndex != expected.zIndex { comparison.setMismatches += 1 }
            comparison.maximumFrameError = max(
                comparison.maximumFrameError, frameError(overlay.frame, expected.frame),
                difference(overlay.cornerRadius, expected.cornerRadius))
            comparison.maximumAlphaError = max(
                comparison.maximumAlphaError, difference(overlay.alpha, expected.alpha),
                difference(overlay.transform, expected.transform))
        }
        return comparison
    }
}
