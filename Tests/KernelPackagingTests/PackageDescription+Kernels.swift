import Foundation
import LabProcesses
import TestSupport

/// What `swift package describe --type json` says of this package: its platforms, products and
/// targets, read in a scratch folder of its own (the tests' build holds the package's).
struct PackageSummary: Decodable {
    /// The products an app adds: the kernels, the model and the collection-view driver.
    static let appProducts = [
        "SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout", "ItemTransitions", "LayoutDriver",
    ]

    var platforms: [Platform]
    var products: [Product]
    var targets: [Target]

    struct Platform: Decodable {
        var name: String
        var version: String
    }

    struct Product: Decodable {
        var name: String
        var targets: [String]
    }

    struct Target: Decodable {
        var name: String
        var path: String
        var targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, path
            case targetDependencies = "target_dependencies"
        }
    }

    /// The package's description.
    static func read() throws -> PackageSummary {
        try withTemporaryDirectory { scratch in
            var describe = ChildProcess(
                ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"],
                in: PackageDirectory.root)
            describe.standardError = .captured
            let outcome = try describe.run()
            guard outcome.ending.succeeded else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.standardError])
            }
            return try JSONDecoder().decode(PackageSummary.self, from: Data(outcome.standardOutput.utf8))
        }
    }

    /// The targets the app products are built from, theirs and all they depend on in this
    /// package.
    var kernelTargets: [Target] {
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        var reached: Set<String> = []
        var next = products.filter { Self.appProducts.contains($0.name) }.flatMap(\.targets)
        while let name = next.popLast() {
            if reached.insert(name).inserted { next += byName[name]?.targetDependencies ?? [] }
        }
        return targets.filter { reached.contains($0.name) }.sorted { $0.name < $1.name }
    }

    /// The lowest version the package declares for `platform` (`ios`, `macos`).
    func minimumVersion(of platform: String) -> Int? {
        platforms.first { $0.name == platform }.flatMap { Int($0.version.split(separator: ".")[0]) }
    }
}
