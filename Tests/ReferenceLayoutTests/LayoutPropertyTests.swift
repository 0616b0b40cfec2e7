import PropertyBased
import ReferenceLayout
import SwitchLayout
import TestSupport
import Testing

@Suite("Properties of the reference over random layouts")
struct LayoutPropertyTests {
    @Test func cellsOfOneStateNeverOverlap() async {
        await propertyCheck(count: 200, input: Gen.transitionCase) { transition in
            for spec in [transition.current, transition.next] {
                let cells = try ReferenceLayout(spec).layoutAttributesForElements(in: everywhere)
                    .filter { $0.elementKind == .cell }
                for (index, cell) in cells.enumerated() {
                    for other in cells[(index + 1)...] where cell.frame.intersects(other.frame) {
                        Issue.record("\(cell.indexPath) overlaps \(other.indexPath) in \(spec.state)")
                    }
                }
            }
        }
    }

    @Test func everyFrameLiesInsideTheContentSize() async {
        await propertyCheck(count: 200, input: Gen.transitionCase) { transition in
            for spec in [transition.current, transition.next] {
                let layout = try ReferenceLayout(spec)
                let content = layout.collectionViewContentSize
                let slack = 1e-9 * max(content.width, content.height, 1)
                for element in layout.layoutAttributesForElements(in: everywhere) {
                    #expect(element.frame.minX >= 0 && element.frame.minY >= 0)
                    #expect(element.frame.maxX <= content.width + slack)
                    #expect(element.frame.maxY <= content.height + slack)
                }
            }
        }
    }

    @Test func cellFramesFollowTheClosedForm() async {
        await propertyCheck(count: 200, input: Gen.transitionCase) { transition in
            for spec in [transition.current, transition.next] where spec.itemHeights == nil {
                let layout = try ReferenceLayout(spec)
                let pitch = spec.uniformRowHeight + spec.cellPadding.y
                var sectionTop = 0.0
                for (section, sectionSpec) in spec.sections.enumerated() {
                    let cellsTop = sectionTop + sectionSpec.headerHeight
                    for item in 0..<sectionSpec.itemCount {
                        let column = Double(item % spec.columns)
                        let row = Double(item / spec.columns)
                        let expected = Rect(
                            x: column * spec.columnWidth + spec.cellPadding.x,
                            y: cellsTop + row * pitch + spec.cellPadding.y,
                            width: spec.columnWidth - 2 * spec.cellPadding.x,
                            height: pitch - 2 * spec.cellPadding.y)
                        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                        #expect(frame.map(spec.axis.vertical)?.isClose(to: expected, tolerance: 1e-9) == true)
                    }
                    let rows = (sectionSpec.itemCount + spec.columns - 1) / spec.columns
                    sectionTop = cellsTop + Double(rows) * pitch + sectionSpec.footerHeight
                }
                #expect(abs(spec.axis.vertical(layout.collectionViewContentSize).height - sectionTop) <= 1e-9)
            }
        }
    }

    @Test func transitionsStartAtTheCurrentLayoutAndEndAtTheNext() async {
        await propertyCheck(count: 200, input: Gen.transitionCase) { transition in
            let current = try ReferenceLayout(transition.current).layoutAttributesForElements(in: everywhere)
            let next = try ReferenceLayout(transition.next).layoutAttributesForElements(in: everywhere)
            let layout = try ReferenceLayout(transition.current)
            try layout.startTransition(to: transition.next)
            for (progress, expected) in [(0.0, current), (1.0, next)] {
                try layout.setTransitionProgress(progress)
                let shown = layout.layoutAttributesForElements(in: everywhere).filter { $0.alpha > 0 }
                #expect(shown.count == expected.count)
                for (element, target) in zip(shown, expected) {
                    #expect(element.indexPath == target.indexPath && element.elementKind == target.elementKind)
                    #expect(element.frame.isClose(to: target.frame))
                    #expect(element.alpha == 1)
                }
            }
        }
    }

    @Test func rectQueriesEqualABruteForceFilter() async {
        await propertyCheck(count: 300, input: Gen.transitionCase) { transition in
            let layout = try ReferenceLayout(transition.current)
            try layout.startTransition(to: transition.next)
            try layout.setTransitionProgress(transition.progress)
            let all = layout.layoutAttributesForElements(in: everywhere)
            #expect(all.count == layout.elementCount)
            var generator = SystemRandomNumberGenerator()
            for rect in randomRects(around: all.map(\.frame), using: &generator) {
                let expected = all.filter { $0.frame.intersects(rect) }
                #expect(layout.layoutAttributesForElements(in: rect) == expected)
            }
        }
    }

    @Test func hitTestsAgreeWithTheFrames() async {
        await propertyCheck(count: 300, input: Gen.transitionCase) { transition in
            let layout = try ReferenceLayout(transition.current)
            try layout.startTransition(to: transition.next)
            try layout.setTransitionProgress(transition.progress)
            let cells = layout.layoutAttributesForElements(in: everywhere).filter { $0.elementKind == .cell }
            var generator = SystemRandomNumberGenerator()
            for point in randomPoints(around: cells.map(\.frame), using: &generator) {
                let expected = cells.first { $0.frame.contains(point) }?.indexPath
                #expect(layout.indexPathForItem(at: point) == expected)
            }
        }
    }

    @Test func fullInterpolationMatchesTheRectQuery() async {
        await propertyCheck(count: 100, input: Gen.transitionCase) { transition in
            let layout = try ReferenceLayout(transition.current)
            try layout.startTransition(to: transition.next)
            try layout.setTransitionProgress(transition.progress)
            var frames = ElementFrames()
            layout.layoutFramesForAllElements(into: &frames)
            let all = layout.layoutAttributesForElements(in: everywhere)
            #expect(frames.count == all.count)
            for (index, element) in all.enumerated() {
                #expect(frames.frame(at: index) == element.frame && frames.alpha[index] == element.alpha)
            }
        }
    }
}
