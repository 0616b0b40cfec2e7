import AllocationCounter
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

@Suite(
    "A prefetched switch prepares nothing in its first frame, nor frees in its last",
    .disabled(
        if: AddressSanitizer.isActive,
        "AddressSanitizer's allocator replaces jemalloc, whose counters then count nothing")
)
struct PrefetchTests {
    /// DisplaySwitcher's list or grid over 2,000 self-sizing items, whose heights (the same
    /// array in both) lie in [44, 200] pt.
    static func spec(_ state: LayoutState) -> LayoutSpec {
        var spec = AllocationTests.spec(state)
        spec.sections = [Section(itemCount: 2_000)]
        spec.itemHeights = heights
        return spec
    }

    static let heights = (0..<2_000).map { 44 + Double($0 * 37 % 157) }

    @Test(.optimizedBuildOnly)
    func aPrefetchedDestinationIsNotPreparedAgain() throws {
        let counter = try #require(ThreadAllocationCounter(), "jemalloc must be the process allocator")
        let (list, grid) = (Self.spec(.list), Self.spec(.grid))
        var layout = try SIMDOptimizedLayout(list)
        // Preparing the self-sizing grid allocates its row tops.
        let (_, preparing, _) = try counter.allocations { try layout.startTransition(to: grid) }
        layout.cancelTransition()
        try layout.prefetchTransition(to: grid)
        let (_, prefetched, _) = try counter.allocations { try layout.startTransition(to: grid) }
        #expect(preparing > 0)
        #expect(prefetched == 0)

        let reference = try ReferenceLayout(list)
        try reference.startTransition(to: grid)
        for progress in [0, 0.37, 1] {
            try layout.setTransitionProgress(progress)
            try reference.setTransitionProgress(progress)
            expectAgreement(layout, reference)
        }
        // Finishing frees no layout, and the switch back starts from the list the kernel began
        // with.
        let before = counter.reading
        layout.finishTransition()
        #expect(counter.reading.bytesDeallocated == before.bytesDeallocated)
        reference.finishTransition()
        let (_, back, _) = try counter.allocations { try layout.startTransition(to: list) }
        try reference.startTransition(to: list)
        #expect(back == 0)
        try layout.setTransitionProgress(0.5)
        try reference.setTransitionProgress(0.5)
        expectAgreement(layout, reference)
    }

    @Test(.optimizedBuildOnly)
    func aDestinationThatCannotFollowIsRefusedAtPrefetch() throws {
        let counter = try #require(ThreadAllocationCounter(), "jemalloc must be the process allocator")
        let list = Self.spec(.list)
        var layout = try SIMDOptimizedLayout(list)
        var other = list
        other.sections = [Section(itemCount: 1_999)]
        other.itemHeights = Array(Self.heights.dropLast())
        #expect(throws: LayoutError.self) { try layout.prefetchTransition(to: other) }
        #expect(layout.nextSpec == nil)
        // The refused list displaced nothing: a switch to the first list prepares nothing.
        let (_, allocations, _) = try counter.allocations { try layout.startTransition(to: list) }
        #expect(allocations == 0)
    }
}
