import Foundation
import StrictJSON
import TestSupport
import Testing

/// The JSON fuzzer's committed corpus (`Fuzz/JSONCorpus`, grown by `make fuzz-json`) replayed
/// without libFuzzer: the syntax check keeps its promise on every input.
@Suite("The JSON fuzz corpus replays")
struct JSONCorpusTests {
    /// The corpus directory.
    static let corpus = PackageDirectory.root.appendingPathComponent("Fuzz/JSONCorpus")

    /// Every document the validator passes, Foundation's parser reads; the corpus holds both
    /// documents it passes and documents it refuses.
    @Test func everyPassedDocumentParses() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 100, "the corpus at \(Self.corpus.path) is missing")
        var passed = 0
        for file in files {
            let json = try Data(contentsOf: file)
            guard (try? JSONSyntaxValidator.validate(json)) != nil else { continue }
            passed += 1
            #expect(
                (try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)) != nil,
                "\(file.lastPathComponent) passed the syntax check but Foundation refuses it")
        }
        #expect(passed > 0)
        #expect(passed < files.count)
    }
}
