import CachedLayout
import LabCatalog
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import Testing

@Suite("Layout implementations by name")
struct LayoutImplementationTests {
    @Test(
        "Each name visits its own kernel type",
        arguments: [
            (LayoutImplementation.reference, ObjectIdentifier(ReferenceLayout.self)),
            (.cached, ObjectIdentifier(CachedLayout.self)),
            (.optimized, ObjectIdentifier(SIMDOptimizedLayout.self)),
            (.scalar, ObjectIdentifier(ScalarOptimizedLayout.self)),
        ])
    func kernelTypes(implementation: LayoutImplementation, kernel: ObjectIdentifier) {
        #expect(ObjectIdentifier(implementation.kernelType) == kernel)
        #expect(implementation.visitKernel(KernelIdentity()) == kernel)
    }

    @Test("Every implementation agrees with the reference mid-switch on DisplaySwitcher's collection")
    func agreement() throws {
        let reference = try Switching().visit(ReferenceLayout.self)
        for implementation in LayoutImplementation.allCases {
            let answer = try implementation.visitKernel(Switching())
            let comparison = Agreement.compare(answer, reference, in: Switching.viewport)
            #expect(comparison.agrees, "\(implementation.rawValue): \(comparison)")
        }
    }
}

/// The kernel type it visits.
private struct KernelIdentity: KernelVisitor {
    func visit<Kernel: LayoutKernel>(_ kernel: Kernel.Type) -> ObjectIdentifier {
        ObjectIdentifier(kernel)
    }
}

/// The elements in a viewport of the kernel it visits, a third of the way through the switch of
/// 1,000 items from the list to the grid.
private struct Switching: KernelVisitor {
    static let viewport = Rect(x: 0, y: 20_000, width: 390, height: 844)

    func visit<Kernel: LayoutKernel>(_: Kernel.Type) throws(LayoutError) -> [LayoutAttributes] {
        var kernel = try Kernel(DisplaySwitcherCollection.spec(for: .list, items: 1_000))
        try kernel.startTransition(to: DisplaySwitcherCollection.spec(for: .grid, items: 1_000))
        try kernel.setTransitionProgress(0.37)
        return kernel.layoutAttributesForElements(in: Self.viewport)
    }
}
