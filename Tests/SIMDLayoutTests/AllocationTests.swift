import AllocationCounter
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

@Suite(
    "Frames allocate nothing",
    .disabled(
        if: AddressSanitizer.isActive,
        "AddressSanitizer's allocator replaces jemalloc, whose counters then count nothing")
)
struct AllocationTests {
    /// DisplaySwitcher's list and grid over 100,000 items.
    static func spec(_ state: LayoutState) -> LayoutSpec {
        LayoutSpec(
            state: state, boundsSize: Size(width: 390, height: 844), columns: state == .list ? 1 : 3,
            staticCellHeight: state == .list ? 80 : 165, sections: [Section(itemCount: 100_000)])
    }

    /// `count` frames of every per-frame query, at progresses from −0.2 to 1.2, with caller-owned
    /// buffers.
    static func runFrames<Kernel: LayoutKernel>(
        _ layout: inout Kernel, attributes: inout [LayoutAttributes], frames: inout ElementFrames, count: Int = 60
    ) throws {
        let viewport = Size(width: 390, height: 844)
        for step in 0..<count {
            try layout.setTransitionProgress(-0.2 + 1.4 * Double(step) / 59)
            let offset = Point(x: 0, y: 4_300_000 - 30_000 * Double(step))
            layout.layoutAttributesForElements(in: Rect(origin: offset, size: viewport), into: &attributes)
            _ = layout.indexPathForItem(at: Point(x: 195, y: offset.y + 422))
            _ = layout.layoutAttributesForItem(at: IndexPath(item: 50_000, section: 0))
            _ = layout.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewport)
            _ = layout.targetContentOffset(forProposedContentOffset: offset, viewportSize: viewport, mapping: .anchored)
            _ = layout.collectionViewContentSize
            layout.layoutFramesForAllElements(into: &frames)
        }
    }

    @Test(.optimizedBuildOnly, arguments: ["simd", "scalar"])
    func optimizedFramesAllocateNothing(lanes: String) throws {
        let counter = try #require(ThreadAllocationCounter(), "jemalloc must be the process allocator")
        if lanes == "simd" {
            try expectNoAllocation(SIMDOptimizedLayout.self, counter: counter)
        } else {
            try expectNoAllocation(ScalarOptimizedLayout.self, counter: counter)
        }
    }

    func expectNoAllocation<Kernel: LayoutKernel>(_: Kernel.Type, counter: ThreadAllocationCounter) throws {
        var layout = try Kernel(Self.spec(.list))
        try layout.startTransition(to: Self.spec(.grid))
        var attributes: [LayoutAttributes] = []
        attributes.reserveCapacity(256)
        var frames = ElementFrames(count: layout.elementCount)
        // The first frame may allocate once: the runtime instantiates generic type metadata.
        try Self.runFrames(&layout, attributes: &attributes, frames: &frames, count: 1)
        let (_, allocations, bytes) = try counter.allocations {
            try Self.runFrames(&layout, attributes: &attributes, frames: &frames)
        }
        #expect(allocations == 0)
        #expect(bytes == 0)
        #expect(!attributes.isEmpty)
    }

    /// The heap bytes `Kernel` holds once it has prepared `current` and started the transition
    /// to `next` (the specs, and their item heights, are made before the count starts).
    func heldBytes<Kernel: LayoutKernel>(
        _: Kernel.Type, from current: LayoutSpec, to next: LayoutSpec, counter: ThreadAllocationCounter
    ) throws -> UInt64 {
        let before = counter.reading
        var layout = try Kernel(current)
        try layout.startTransition(to: next)
        let after = counter.reading
        withExtendedLifetime(layout) {}
        return (after.bytesAllocated - before.bytesAllocated) - (after.bytesDeallocated - before.bytesDeallocated)
    }

    @Test(
        "A prepared transition holds under a byte per item with uniform rows, 16 with self-sizing ones",
        arguments: ["simd", "scalar"])
    func memoryPerItem(lanes: String) throws {
        let counter = try #require(ThreadAllocationCounter(), "jemalloc must be the process allocator")
        let items = 1_000_000
        func spec(_ state: LayoutState, heights: [Double]? = nil) -> LayoutSpec {
            var spec = Self.spec(state)
            spec.sections = [Section(itemCount: items, headerHeight: state == .list ? 40 : 0)]
            spec.itemHeights = heights
            return spec
        }
        let heights = (0..<items).map { 44 + Double($0 % 157) }
        let cases = [
            (spec(.list), spec(.grid), 1.0),
            (spec(.list, heights: heights), spec(.grid, heights: heights), 16.0),
        ]
        for (list, grid, limit) in cases {
            let bytes =
                lanes == "simd"
                ? try heldBytes(SIMDOptimizedLayout.self, from: list, to: grid, counter: counter)
                : try heldBytes(ScalarOptimizedLayout.self, from: list, to: grid, counter: counter)
            #expect(Double(bytes) / Double(items) <= limit, "\(bytes) bytes")
        }
        // The reference keeps an attributes object per element of both layouts.
        let referenceBytes = try heldBytes(ReferenceLayout.self, from: spec(.list), to: spec(.grid), counter: counter)
        #expect(Double(referenceBytes) / Double(items) > 200)
    }

    @Test func theCounterSeesTheReferenceAllocate() throws {
        let counter = try #require(ThreadAllocationCounter())
        var layout = try ReferenceLayout(Self.spec(.list))
        try layout.startTransition(to: Self.spec(.grid))
        var attributes: [LayoutAttributes] = []
        attributes.reserveCapacity(256)
        var frames = ElementFrames(count: layout.elementCount)
        let (_, allocations, bytes) = try counter.allocations {
            try Self.runFrames(&layout, attributes: &attributes, frames: &frames)
        }
        // At least one attributes object per element per transition frame.
        #expect(allocations > 60 * 100_000)
        #expect(bytes > 60 * 100_000 * 64)
    }
}
