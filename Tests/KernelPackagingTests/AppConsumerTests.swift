import Foundation
import LabProcesses
import TestSupport
import Testing

/// A package made as an app's would be, which adds this checkout's kernels with the line README
/// shows (the lab's trait off): what it resolves, and that README's example builds and runs in it.
@Suite("An app that adds the kernels")
struct AppConsumerTests {
    /// The packages an app may resolve: swift-algorithms and what it needs.
    static let allowedPackages: Set = ["swift-algorithms", "swift-numerics"]

    @Test("It resolves swift-algorithms alone, builds the kernels and runs README's example")
    func consumer() throws {
        try withTemporaryDirectory { folder in
            let app = folder.appending(path: "App")
            try FileManager.default.createDirectory(
                at: app.appending(path: "Sources/App"), withIntermediateDirectories: true)
            try Self.manifest.write(to: app.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
            let example = try Self.readmeExample()
            try (example + "\nprint(visible.count)\n").write(
                to: app.appending(path: "Sources/App/main.swift"), atomically: true, encoding: .utf8)

            let dependencies = try Self.run(["swift", "package", "show-dependencies", "--format", "json"], in: app)
            let tree = try #require(try JSONSerialization.jsonObject(with: Data(dependencies.utf8)) as? [String: Any])
            let resolved = Self.packageNames(in: tree["dependencies"] as? [Any] ?? [])
            #expect(resolved == Self.allowedPackages.union(["displayswitchlab"]), "\(resolved.sorted())")

            _ = try Self.run(["swift", "build", "--product", "App"], in: app)
            let printed = try Self.run([app.appending(path: ".build/debug/App").path], in: app)
            #expect(Int(printed.trimmingCharacters(in: .newlines)).map { $0 > 0 } == true, "\(printed)")
        }
    }

    @Test(
        "LayoutDriver's UIKit subclasses type-check against UIKit's API (a stand-in for it: nothing here compiles for Apple platforms)"
    )
    func uikitSubclasses() throws {
        try withTemporaryDirectory { folder in
            // A package of its own: a module named UIKit would make canImport(UIKit) hold in the app's build too.
            let package = folder.appending(path: "UIKitCheck")
            let manager = FileManager.default
            for target in ["UIKit", "UIKitSubclasses"] {
                try manager.createDirectory(
                    at: package.appending(path: "Sources/\(target)"), withIntermediateDirectories: true)
            }
            try Self.uikitCheckManifest.write(
                to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
            try manager.copyItem(
                at: PackageDirectory.root.appending(path: "Tests/KernelPackagingTests/UIKitStub/UIKit.swift"),
                to: package.appending(path: "Sources/UIKit/UIKit.swift"))
            let driver = PackageDirectory.root.appending(path: "Sources/LayoutDriver")
            for file in manager.enumerator(atPath: driver.path)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".swift") {
                try manager.copyItem(
                    at: driver.appending(path: file),
                    to: package.appending(
                        path: "Sources/UIKitSubclasses/" + file.replacingOccurrences(of: "/", with: "-")))
            }
            _ = try Self.run(["swift", "build"], in: package)
        }
    }

    /// The manifest of the package that compiles LayoutDriver's sources, its UIKit subclasses
    /// included, against the stand-in for UIKit.
    static var uikitCheckManifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "UIKitCheck",
            dependencies: [.package(name: "DisplaySwitchLab", path: "\(PackageDirectory.root.path)", traits: [])],
            targets: [
                .target(name: "UIKit"),
                .target(
                    name: "UIKitSubclasses",
                    dependencies: ["UIKit", .product(name: "SwitchLayout", package: "DisplaySwitchLab")]),
            ]
        )

        """
    }

    /// The app's manifest: this checkout by path, without the lab, and every app product.
    static var manifest: String {
        let products = PackageSummary.appProducts.map { #".product(name: "\#($0)", package: "DisplaySwitchLab")"# }
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [.package(name: "DisplaySwitchLab", path: "\(PackageDirectory.root.path)", traits: [])],
                targets: [.executableTarget(name: "App", dependencies: [\(products.joined(separator: ", "))])]
            )

            """
    }

    /// The Swift code of README's section on apps, as README shows it.
    static func readmeExample() throws -> String {
        let readme = try String(contentsOf: PackageDirectory.root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Using the kernels in an app").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    /// The names of the packages of `nodes` and all below them in `swift package
    /// show-dependencies --format json`'s tree, lowercased.
    static func packageNames(in nodes: [Any]) -> Set<String> {
        Set(
            nodes.compactMap { $0 as? [String: Any] }.flatMap { node in
                [(node["name"] as? String)?.lowercased()].compactMap { $0 }
                    + packageNames(in: node["dependencies"] as? [Any] ?? [])
            })
    }

    /// What `command` printed in `folder`; an error with what it said on standard error when it
    /// fails.
    static func run(_ command: [String], in folder: URL) throws -> String {
        var child = ChildProcess(command, in: folder)
        child.standardError = .captured
        let outcome = try child.run()
        try #require(
            outcome.ending.succeeded,
            "\(command.joined(separator: " ")): \(outcome.standardOutput)\(outcome.standardError)")
        return outcome.standardOutput
    }
}
