import PropertyBased
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

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
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
                == Rect(x: 6, y: 780, width: 363, height: 74))
        try layout.startTransition(to: grid)
        layout.finishTransition()
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
                == Rect(x: 6, y: 519, width: 113, height: 159))
        #expect(layout.collectionViewContentSize == Size(width: 375, height: 684))
    }

    @Test("Hit tests at rest agree past the last row of a layout of very many columns")
    func hitTestsPastTheLastRowOfManyColumns() throws {
        let spec = LayoutSpec(
            state: .grid, boundsSize: Size(width: 375, height: 667), columns: .max, cellPadding: .zero,
            staticCellHeight: 80, sections: [Section(itemCount: 5), Section(itemCount: 3)])
        let reference = try ReferenceLayout(spec)
        let optimized = try SIMDOptimizedLayout(spec)
        // Rows 1 and beyond hold no item: their first would be Int.max items on.
        for point in [Point(x: 0, y: 0), Point(x: 0, y: 170), Point(x: 100, y: 250), Point(x: 1e-300, y: 1e9)] {
            #expect(optimized.indexPathForItem(at: point) == reference.indexPathForItem(at: point), "\(point)")
        }
    }

    /// A rect one column wide down two thirds of a grid of 7 columns: every cell of the rows it
    /// spans (6,600 or so) is a candidate, and a seventh of them meet it.
    @Test(
        "A tall, narrow rect agrees and reserves room for its answer, not for all its candidates",
        arguments: [Axis.vertical, .horizontal])
    func tallNarrowRectQueriesAgree(axis: Axis) throws {
        let list = LayoutSpec(
            state: .list, axis: axis, boundsSize: Size(width: 390, height: 844), columns: 1, staticCellHeight: 80,
            sections: [Section(itemCount: 10_000, headerHeight: 30)])
        var grid = list
        grid.state = .grid
        grid.columns = 7
        let reference = try ReferenceLayout(grid)
        var optimized = try SIMDOptimizedLayout(grid)
        try reference.startTransition(to: list)
        try optimized.startTransition(to: list)
        for progress in [0.0, 0.4, 1.0] {
            try reference.setTransitionProgress(progress)
            try optimized.setTransitionProgress(progress)
            let length = axis.vertical(reference.collectionViewContentSize).height
            let rect = axis.vertical(Rect(x: 120, y: length / 6, width: 20, height: length * 2 / 3))
            let expected = reference.layoutAttributesForElements(in: rect)
            var answer: [LayoutAttributes] = []
            optimized.layoutAttributesForElements(in: rect, into: &answer)
            let comparison = Agreement.compare(answer, expected, in: rect)
            #expect(comparison.agrees, "\(comparison) at \(progress)")
            #expect(expected.count > 900, "\(expected.count) cells at \(progress)")
            if progress == 0 {
                let candidates = 7 * answer.count
                #expect(answer.capacity < candidates / 2, "room for \(answer.capacity), \(candidates) candidates")
            }
        }
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
