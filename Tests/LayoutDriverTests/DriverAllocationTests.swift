import AllocationCounter
import LayoutDriver
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

@Suite(
    "The collection-view driver's frames allocate nothing",
    .disabled(if: AddressSanitizer.isActive, "AddressSanitizer's allocator replaces jemalloc")
)
struct DriverAllocationTests {
    @Test("A switch's frames reuse the driver's attributes buffer, once it has grown", .optimizedBuildOnly)
    func reusedBuffer() throws {
        let counter = try #require(ThreadAllocationCounter(), "jemalloc must be the process allocator")
        let (list, grid) = displaySwitcherSpecs(items: 300_000)
        var driver = try CollectionViewLayoutDriver<SIMDOptimizedLayout>(list: list, grid: grid)
        try driver.startTransition(to: .grid, contentOffset: Point(x: 0, y: 4_000_000))
        func frames(_ count: Int) throws -> Int {
            var visible = 0
            for step in 0..<count {
                try driver.setTransitionProgress(Double(step) / Double(max(count - 1, 1)))
                let offset = driver.transitionContentOffset ?? .zero
                // UIKit converts the answer and drops it before the next frame.
                visible += driver.layoutAttributesForElements(in: Rect(origin: offset, size: driver.boundsSize)).count
            }
            return visible
        }
        // The first switch grows the buffer to its largest frame (mid-switch, both layouts' cells).
        _ = try frames(60)
        let (visible, allocations, bytes) = try counter.allocations(during: { try frames(60) })
        #expect(visible > 0)
        #expect(allocations == 0 && bytes == 0)
    }
}
