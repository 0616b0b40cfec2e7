import Foundation
import LabProcesses
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
        try withTemporaryDirectory { scratch in
            // A scratch folder of its own: the test's build holds the package's.
            var describe = ChildProcess(
                ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"],
                in: PackageDirectory.root)
            describe.standardError = .captured
            let outcome = try describe.run()
            try #require(outcome.ending.succeeded, "\(outcome.standardError)")
            let package = try JSONDecoder().decode(Description.self, from: Data(outcome.standardOutput.utf8))
            let dependencies = Dictionary(
                uniqueKeysWithValues: package.targets.map { ($0.name, $0.targetDependencies ?? []) })
            var reached: Set<String> = []
            var next = dependencies["LabHistory"] ?? []
            while let target = next.popLast() {
                if reached.insert(target).inserted { next += dependencies[target] ?? [] }
            }
            #expect(reached.contains("RunRecords") && reached.contains("ChangePoints"), "\(reached.sorted())")
            #expect(
                reached.isDisjoint(with: Self.kernelsAndJemalloc), "\(reached.intersection(Self.kernelsAndJemalloc))")
        }
    }

    /// What `swift package describe --type json` says of the package's targets.
    struct Description: Decodable {
        var targets: [Target]

        struct Target: Decodable {
            var name: String
            var targetDependencies: [String]?

            enum CodingKeys: String, CodingKey {
                case name
                case targetDependencies = "target_dependencies"
            }
        }
    }
}
