import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

@Suite("A million items, content past 10^8 pt")
struct LargeCollectionTests {
    /// A million items whose list is 206,000,000 pt tall, and its grid.
    static func spec(_ state: LayoutState, axis: Axis = .vertical) -> LayoutSpec {
        LayoutSpec(
            state: state, axis: axis, boundsSize: Size(width: 390.5, height: 844.25),
            columns: state == .list ? 1 : 7, cellPadding: Point(x: 3.25, y: 6),
            staticCellHeight: state == .list ? 200 : 97.3,
            sections: [Section(itemCount: 500_000, headerHeight: 40), Section(itemCount: 500_000, footerHeight: 31.5)])
    }

    @Test(arguments: [Axis.vertical, .horizontal])
    func queriesAtTheFarEndAgree(axis: Axis) throws {
        let reference = try ReferenceLayout(Self.spec(.list, axis: axis))
        var optimized = try SIMDOptimizedLayout(Self.spec(.list, axis: axis))
        #expect(axis.vertical(optimized.collectionViewContentSize).height > 2e8)
        try reference.startTransition(to: Self.spec(.grid, axis: axis))
        try optimized.startTransition(to: Self.spec(.grid, axis: axis))
        for progress in [0.0, 0.37, 1.08] {
            try reference.setTransitionProgress(progress)
            try optimized.setTransitionProgress(progress)
            let contentLength = axis.vertical(reference.collectionViewContentSize).height
            for fraction in [0.0, 0.5, 0.999_99] {
                let rect = axis.vertical(Rect(x: 0, y: contentLength * fraction, width: 390.5, height: 844.25))
                let comparison = Agreement.compare(
                    optimized.layoutAttributesForElements(in: rect), reference.layoutAttributesForElements(in: rect),
                    in: rect)
                #expect(comparison.agrees, "\(comparison) at \(progress), \(fraction)")
                #expect(!reference.layoutAttributesForElements(in: rect).isEmpty || fraction == 0.999_99)
                let point = axis.vertical(Point(x: 200, y: contentLength * fraction + 400))
                #expect(optimized.indexPathForItem(at: point) == reference.indexPathForItem(at: point))
            }
            let last = IndexPath(item: 499_999, section: 1)
            #expect(
                Agreement.compare(
                    optimized.layoutAttributesForItem(at: last), reference.layoutAttributesForItem(at: last)
                )
                .agrees)
        }
    }

    /// A million self-sizing items (44 to 200 pt, list and grid alike; the list is 1.3 · 10^8 pt
    /// long) in two sections, the first with a header in the list only, so that it fades during
    /// the switch.
    static func selfSizingSpec(_ state: LayoutState, heights: [Double]) -> LayoutSpec {
        var spec = Self.spec(state)
        spec.sections = [
            Section(itemCount: 600_000, headerHeight: state == .list ? 40 : 0), Section(itemCount: 400_000),
        ]
        spec.itemHeights = heights
        return spec
    }

    @Test(arguments: [0.37, 1.08, -0.2])
    func selfSizingQueriesAgreeAtTheFarEnd(progress: Double) throws {
        let heights = (0..<1_000_000).map { 44 + Double(($0 &* 7919) % 157) }
        let reference = try ReferenceLayout(Self.selfSizingSpec(.list, heights: heights))
        var optimized = try SIMDOptimizedLayout(Self.selfSizingSpec(.list, heights: heights))
        #expect(reference.collectionViewContentSize.height > 1e8)
        try reference.startTransition(to: Self.selfSizingSpec(.grid, heights: heights))
        try optimized.startTransition(to: Self.selfSizingSpec(.grid, heights: heights))
        try reference.setTransitionProgress(progress)
        try optimized.setTransitionProgress(progress)
        let contentLength = reference.collectionViewContentSize.height
        for fraction in [0.0, 0.3, 0.6, 0.999] {
            let rect = Rect(x: 0, y: contentLength * fraction, width: 390.5, height: 844.25)
            let expected = reference.layoutAttributesForElements(in: rect)
            let comparison = Agreement.compare(optimized.layoutAttributesForElements(in: rect), expected, in: rect)
            #expect(comparison.agrees, "\(comparison) at \(progress), \(fraction)")
            #expect(!expected.isEmpty)
            let point = Point(x: 200, y: contentLength * fraction + 400)
            #expect(optimized.indexPathForItem(at: point) == reference.indexPathForItem(at: point))
        }
        let header = reference.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0))
        #expect(header?.alpha == min(max(1 - progress, 0), 1))
        #expect(
            Agreement.compare(
                optimized.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: 0)),
                header
            ).agrees)
    }

    @Test func singlePrecisionWouldNotBeEnough() {
        // At 2 × 10^8 pt a Float32 coordinate is 16 pt from the next one: the tolerance of 0.001 pt needs Double.
        #expect(Float(206_000_000).ulp == 16)
        #expect(Double(206_000_000).ulp < 1e-7)
    }
}
