import Foundation
import TestSupport
import Testing

/// Nothing here compiles for Apple platforms, so these tests stand in for it: the kernels import
/// only what iOS and macOS have, and use no standard-library type newer than the platforms the
/// package declares.
@Suite("The kernels on the platforms apps support")
struct KernelPortabilityTests {
    /// The modules a kernel may import besides the package's own kernel targets: every other
    /// import is refused, the Linux-only ones (Glibc, Musl, FoundationNetworking, FoundationXML,
    /// the system libraries of the lab) first among them.
    static let allowedImports: Set = ["Foundation", "Algorithms", "UIKit"]

    @Test("The kernels import nothing but Foundation, swift-algorithms, UIKit and each other")
    func imports() throws {
        let package = try PackageSummary.read()
        let kernels = package.kernelTargets
        #expect(kernels.map(\.name).contains("SIMDLayout") && !kernels.map(\.name).contains("FrameLab"))
        let allowed = Self.allowedImports.union(kernels.map(\.name))
        for (file, line, number) in try Self.lines(of: kernels) {
            guard let module = Self.importedModule(line), !allowed.contains(module) else { continue }
            Issue.record("\(file):\(number): imports \(module), which a kernel must not (not on iOS and macOS)")
        }
    }

    @Test("The kernels use no standard-library type that needs a newer runtime than the platforms declared")
    func runtimeTypes() throws {
        let package = try PackageSummary.read()
        let (iOS, macOS) = (
            try #require(package.minimumVersion(of: "ios")), try #require(package.minimumVersion(of: "macos"))
        )
        let newer = try NewerRuntimeTypes(iOS: iOS, macOS: macOS)
        // The types this test exists for must be found, or the interfaces were not read.
        #expect(newer.types["InlineArray"] != nil && newer.types["Mutex"] != nil && newer.types["Int128"] != nil)
        for (file, line, number) in try Self.lines(of: package.kernelTargets) {
            for word in Self.identifiers(in: line) {
                guard let availability = newer.types[word] else { continue }
                Issue.record(
                    "\(file):\(number): \(word) needs \(availability), newer than iOS \(iOS) and macOS \(macOS)")
            }
        }
    }

    /// Every line of code (comments left out) of `targets`' Swift files, with its file and number.
    static func lines(of targets: [PackageSummary.Target]) throws -> [(file: String, line: String, number: Int)] {
        try targets.flatMap { target in
            let folder = PackageDirectory.root.appending(path: target.path)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return try files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
                let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
                return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
                    index, line in
                    let code = line.components(separatedBy: "//")[0]
                    return code.allSatisfy(\.isWhitespace) ? nil : ("\(target.path)/\(file)", code, index + 1)
                }
            }
        }
    }

    /// The module an `import` line imports, else `nil`.
    static func importedModule(_ line: String) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
        return words[(index + 1)...].last.map { String($0.split(separator: ".")[0]) }
    }

    /// The identifiers of `line`, string literals included (a false alarm there is cheap).
    static func identifiers(in line: String) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
