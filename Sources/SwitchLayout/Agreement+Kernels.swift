extension Agreement {
    /// Every way `candidate` disagrees with `reference` beyond the tolerances at their current
    /// state or progress, one description each (none when they agree): the element count, the
    /// content size, full interpolation, and every query of `queries` (rect queries, lookups, hit
    /// tests, snapping and target content offsets).
    public static func disagreements(
        of candidate: some LayoutKernel, with reference: some LayoutKernel, asking queries: KernelQueries
    ) -> [String] {
        var disagreements: [String] = []
        /// Records `query` with `comparison` unless it agrees.
        func expect(_ comparison: Comparison, _ query: @autoclosure () -> String) {
            if !comparison.agrees { disagreements.append("\(query()): \(comparison)") }
        }
        /// Records `query` unless the offset `answer` is within the frame tolerance of `expected`.
        func expect(_ answer: Point, _ expected: Point, _ query: @autoclosure () -> String) {
            let error = frameError(Rect(origin: answer, size: .zero), Rect(origin: expected, size: .zero))
            if error > frameTolerance { disagreements.append("\(query()): \(answer), reference \(expected)") }
        }
        if candidate.elementCount != reference.elementCount {
            disagreements.append("elementCount: \(candidate.elementCount), reference \(reference.elementCount)")
        }
        let (contentSize, expectedContentSize) = (
            candidate.collectionViewContentSize, reference.collectionViewContentSize
        )
        if frameError(Rect(origin: .zero, size: contentSize), Rect(origin: .zero, size: expectedContentSize))
            > frameTolerance
        {
            disagreements.append("collectionViewContentSize: \(contentSize), reference \(expectedContentSize)")
        }
        var candidateFrames = ElementFrames()
        var referenceFrames = ElementFrames()
        candidate.layoutFramesForAllElements(into: &candidateFrames)
        reference.layoutFramesForAllElements(into: &referenceFrames)
        expect(compare(candidateFrames, referenceFrames), "layoutFramesForAllElements")
        for rect in queries.rects {
            expect(
                compare(
                    candidate.layoutAttributesForElements(in: rect), reference.layoutAttributesForElements(in: rect),
                    in: rect),
                "layoutAttributesForElements(in: \(rect))")
        }
        for (kind, indexPath) in queries.lookups {
            expect(
                compare(
                    candidate.layoutAttributesForElement(ofKind: kind, at: indexPath),
                    reference.layoutAttributesForElement(ofKind: kind, at: indexPath)),
                "layoutAttributesForElement(ofKind: \(kind), at: \(indexPath))")
        }
        for point in queries.points {
            let hit = candidate.indexPathForItem(at: point)
            let expected = reference.indexPathForItem(at: point)
            if hit != expected {
                disagreements.append(
                    "indexPathForItem(at: \(point)): \(hit.map(String.init(describing:)) ?? "nil"), "
                        + "reference \(expected.map(String.init(describing:)) ?? "nil")")
            }
        }
        let viewport = queries.viewportSize
        for offset in queries.contentOffsets {
            expect(
                candidate.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewport),
                reference.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewport),
                "snappedContentOffset(forProposedContentOffset: \(offset), viewportSize: \(viewport))")
            for mapping in ContentOffsetMapping.allCases {
                expect(
                    candidate.targetContentOffset(
                        forProposedContentOffset: offset, viewportSize: viewport, mapping: mapping),
                    reference.targetContentOffset(
                        forProposedContentOffset: offset, viewportSize: viewport, mapping: mapping),
                    "targetContentOffset(forProposedContentOffset: \(offset), viewportSize: \(viewport), mapping: \(mapping))"
                )
            }
        }
        return disagreements
    }
}
