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

    @Test(
        "Every implementation refuses an appearance for a missing item or with a bad value, keeping the last good one")
    func appearanceValidation() throws {
        for implementation in LayoutImplementation.allCases {
            let (missingItem, badAlpha, kept) = try implementation.visitKernel(SettingAppearances())
            #expect(missingItem == .noSuchItem(IndexPath(item: 1_000, section: 0)), "\(implementation.rawValue)")
            #expect(
                badAlpha == .invalidParameter(name: "appearance.alpha", value: 2, requirement: "finite, in [0, 1]"),
                "\(implementation.rawValue)")
            #expect(kept == SettingAppearances.appearance, "\(implementation.rawValue)")
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

/// On 1,000 items of the list, an appearance set for item 3, then one for item 1,000 (which does
/// not exist) and one of alpha 2 for item 3: the errors of the last two and item 3's appearance.
private struct SettingAppearances: KernelVisitor {
    static let appearance = ItemAppearance(alpha: 0.5, transform: 1.2, cornerRadius: 8, zIndex: 1)

    func visit<Kernel: LayoutKernel>(_: Kernel.Type) throws(LayoutError) -> (
        LayoutError?, LayoutError?, ItemAppearance?
    ) {
        var kernel = try Kernel(DisplaySwitcherCollection.spec(for: .list, items: 1_000))
        let item = IndexPath(item: 3, section: 0)
        try kernel.setAppearance(Self.appearance, forItemAt: item)
        /// The error that setting `appearance` for `indexPath` throws, if any.
        func error(setting appearance: ItemAppearance, forItemAt indexPath: IndexPath) -> LayoutError? {
            do throws(LayoutError) {
                try kernel.setAppearance(appearance, forItemAt: indexPath)
                return nil
            } catch { return error }
        }
        let missingItem = error(setting: .identity, forItemAt: IndexPath(item: 1_000, section: 0))
        let badAlpha = error(setting: ItemAppearance(alpha: 2), forItemAt: item)
        return (missingItem, badAlpha, kernel.layoutAttributesForItem(at: item)?.appearance)
    }
}
