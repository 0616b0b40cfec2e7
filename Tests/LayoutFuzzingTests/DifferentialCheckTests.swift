import FrameLab
import LayoutFuzzing
import SIMDLayout
import SwitchLayout
import Testing

/// The optimized kernel with every hit test answering the next item.
private struct NextItemHitTest: ForwardingKernel {
    var base: SIMDOptimizedLayout

    func indexPathForItem(at point: Point) -> IndexPath? {
        base.indexPathForItem(at: point).map { IndexPath(item: $0.item + 1, section: $0.section) }
    }
}

@Suite("The differential check")
struct DifferentialCheckTests {
    @Test("A kernel whose hit tests are one item off disagrees on the corpus, each time named with its moment")
    func wrongHitTests() throws {
        let found = try FuzzCorpusTests.transitions().flatMap { $0.transition.disagreements(of: NextItemHitTest.self) }
        #expect(found.count > 100)
        let moments = [
            "at rest: ", "at rest after a refused transition: ", "at progress ", "restarted at progress ",
            "after finishing: ", "after cancelling: ",
        ]
        #expect(found.allSatisfy { disagreement in moments.contains { disagreement.hasPrefix($0) } })
        #expect(found.contains { $0.contains("indexPathForItem") })
    }
}
