import Foundation
import LayoutFuzzing
import Testing

/// The fuzzer's committed corpus (`Fuzz/Corpus`, minimized by `make fuzz`) replayed as a
/// regression test, without libFuzzer: every input must decode and the optimized kernels must
/// agree with the reference on it.
@Suite("The fuzz corpus replays")
struct FuzzCorpusTests {
    /// The corpus directory, found from this file's path.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test func everyInputAgrees() throws {
        let inputs = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
        #expect(inputs.count >= 100, "the corpus at \(Self.corpus.path) is missing")
        for input in inputs {
            let disagreements = FuzzedTransition(bytes: try Data(contentsOf: input)).disagreements()
            #expect(disagreements.isEmpty, "\(input.lastPathComponent): \(disagreements.joined(separator: "\n"))")
        }
    }

    @Test func theCorpusReachesAcceptedAndRejectedSpecs() throws {
        let transitions = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .map { FuzzedTransition(bytes: try Data(contentsOf: $0)) }
        let rejected = transitions.filter { (try? $0.current.validate()) == nil }.count
        #expect(rejected > 0)
        #expect(rejected < transitions.count / 2)
    }

    @Test func noBytesDecodeToAnEmptyValidCollection() {
        let transition = FuzzedTransition(bytes: [])
        #expect(transition.current.sections.isEmpty)
        #expect(throws: Never.self) { try transition.current.validate() }
        #expect(transition.disagreements().isEmpty)
    }
}
