import TestSupport
import Testing

@Suite("The history's dependencies")
struct LabHistoryDependencyTests {
    /// The targets the history must build without: the kernels, what the lab builds on them, and
    /// jemalloc.
    static let kernelsAndJemalloc: Set = [
        "ReferenceLayout", "CachedLayout", "SIMDLayout", "CConversions", "ItemTransitions", "LabCatalog", "FrameLab",
        "CInterpolation", "AllocationCounter", "CAllocationHook", "CJemalloc",
    ]

    @Test("LabHistory depends, directly or not, on no kernel, on nothing of the frame lab and not on jemalloc")
    func noKernels() throws {
        let package = try PackageSummary.read()
        let reached = package.closure(of: package.targets.first { $0.name == "LabHistory" }?.targetDependencies ?? [])
        #expect(reached.contains("RunRecords") && reached.contains("ChangePoints"), "\(reached.sorted())")
        #expect(reached.isDisjoint(with: Self.kernelsAndJemalloc), "\(reached.intersection(Self.kernelsAndJemalloc))")
    }
}
