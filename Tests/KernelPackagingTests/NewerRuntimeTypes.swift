import Foundation
import LabProcesses

/// The public types of the standard library (and `_Concurrency`, `Synchronization`…) that need a
/// newer iOS or macOS than given: read from the toolchain's own `.swiftinterface` files, whose
/// `@available` attributes say when each type arrived, so that the list follows the toolchain
/// (`InlineArray` and `UTF8Span`: 26; `Mutex`, `Atomic`, `Int128`, `RangeSet`: 15 and 18).
struct NewerRuntimeTypes {
    /// Each such type's name, with the versions it needs (`macOS 26.0, iOS 26.0`).
    var types: [String: String] = [:]

    /// The types newer than iOS `iOS` and macOS `macOS`, from this toolchain's interfaces.
    init(iOS: Int, macOS: Int) throws {
        for file in try Self.interfaceFiles() {
            var availability: String?
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if line.hasPrefix("@available("), line.hasSuffix(")") {
                    availability = String(line.dropFirst("@available(".count).dropLast())
                    continue
                }
                if let name = Self.declaredType(line), let availability,
                    Self.version(of: "macOS", in: availability).map({ $0 > macOS }) == true
                        || Self.version(of: "iOS", in: availability).map({ $0 > iOS }) == true
                {
                    types[name] = availability
                }
                // An attribute on a line of its own belongs to the declaration below.
                if !line.hasPrefix("@") || Self.declaredType(line) != nil { availability = nil }
            }
        }
    }

    /// The name of the top-level public type `line` declares (after its attributes), else `nil`.
    static func declaredType(_ line: Substring) -> String? {
        guard
            let match = line.firstMatch(
                of:
                    #/^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/#
            )
        else { return nil }
        return String(match.1)
    }

    /// The major version `availability` gives `platform`.
    static func version(of platform: String, in availability: String) -> Int? {
        availability.split(separator: ",").lazy.compactMap { entry -> Int? in
            let words = entry.split(separator: " ")
            guard words.count == 2, words[0] == platform else { return nil }
            return Int(words[1].split(separator: ".")[0])
        }.first
    }

    /// The interfaces of the toolchain's standard libraries for this platform.
    static func interfaceFiles() throws -> [URL] {
        guard let info = ChildProcess(["swift", "-print-target-info"]).output(),
            let target = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
            let paths = target["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String,
            let triple = (target["target"] as? [String: Any])?["moduleTriple"] as? String
        else { throw CocoaError(.fileReadUnknown) }
        let folder = URL(fileURLWithPath: resources).appending(path: "linux")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swiftmodule")
        }
        return modules.map { folder.appending(path: "\($0)/\(triple).swiftinterface") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
