import Foundation

/// The package's directories, found from this file's path.
public enum PackageDirectory {
    /// The package root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the example layout description `name` (`display-switcher.json`).
    public static func example(_ name: String) -> String {
        root.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// The directory of the build products, the `framelab` executable among them: the one
    /// holding the test bundle.
    public static var products: URL {
        #if os(macOS)
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        Bundle.main.bundleURL
        #endif
    }
}
