import Foundation
import LabProcesses

/// What `swift package describe --type json` says of this package: its platforms, products and
/// targets, read in a scratch folder of its own (the tests' build holds the package's).
public struct PackageSummary: Decodable {
    /// The products an app adds: the kernels, the model and the collection-view driver.
    public static let appProducts = [
        "SwitchLayout", "ReferenceLayout", "CachedLayout", "SIMDLayout", "ItemTransitions", "LayoutDriver",
    ]

    /// The platforms the package declares.
    public var platforms: [Platform]
    /// Its products.
    public var products: [Product]
    /// Its targets.
    public var targets: [Target]

    /// A platform and the lowest version the package supports (`ios`, `17.0`).
    public struct Platform: Decodable {
        public var name: String
        public var version: String
    }

    /// A product and its targets.
    public struct Product: Decodable {
        public var name: String
        public var targets: [String]
    }

    /// A target, its folder and the targets of this package it depends on.
    public struct Target: Decodable {
        public var name: String
        public var path: String
        public var targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, path
            case targetDependencies = "target_dependencies"
        }
    }

    /// The package's description.
    public static func read() throws -> PackageSummary {
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

    /// `targets` and every target of this package they depend on, directly or not.
    public func closure(of targets: [String]) -> Set<String> {
        let byName = Dictionary(uniqueKeysWithValues: self.targets.map { ($0.name, $0) })
        var reached: Set<String> = []
        var next = targets
        while let name = next.popLast() {
            if reached.insert(name).inserted { next += byName[name]?.targetDependencies ?? [] }
        }
        return reached
    }

    /// The targets the app products are built from, theirs and all they depend on in this
    /// package.
    public var kernelTargets: [Target] {
        let reached = closure(of: products.filter { Self.appProducts.contains($0.name) }.flatMap(\.targets))
        return targets.filter { reached.contains($0.name) }.sorted { $0.name < $1.name }
    }

    /// The lowest version the package declares for `platform` (`ios`, `macos`).
    public func minimumVersion(of platform: String) -> Int? {
        platforms.first { $0.name == platform }.flatMap { Int($0.version.split(separator: ".")[0]) }
    }
}
