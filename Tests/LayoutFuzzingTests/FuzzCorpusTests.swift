import Foundation
import LayoutFuzzing
import TestSupport
import Testing

/// The fuzzer's committed corpus (`Fuzz/Corpus`, grown by `make fuzz`) replayed as a regression
/// test, without libFuzzer: every input must decode and the optimized kernels must agree with
/// the reference on it.
@Suite("The fuzz corpus replays")
struct FuzzCorpusTests {
    /// The corpus directory.
    static let corpus = PackageDirectory.root.appendingPathComponent("Fuzz/Corpus")

    /// Every input file of the corpus, each decoded.
    static func transitions() throws -> [(name: String, transition: FuzzedTransition)] {
        try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .map { ($0.lastPathComponent, FuzzedTransition(bytes: try Data(contentsOf: $0))) }
    }

    /// The SIMD and scalar kernels agree with the reference on every input.
    @Test func everyInputAgrees() throws {
        let transitions = try Self.transitions()
        #expect(transitions.count >= 100, "the corpus at \(Self.corpus.path) is missing")
        for (name, transition) in transitions {
            let disagreements = transition.disagreements()
            #expect(disagreements.isEmpty, "\(name): \(disagreements.joined(separator: "\n"))")
        }
    }

    /// The corpus exercises validation as well as the queries: some inputs are refused, most
    /// are not.
    @Test func theCorpusReachesAcceptedAndRejectedSpecs() throws {
        let transitions = try Self.transitions()
        let rejected = transitions.filter { (try? $0.transition.current.validate()) == nil }.count
        #expect(rejected > 0)
        #expect(rejected < transitions.count / 2)
    }

    /// An empty input is the plainest valid case: no sections at all.
    @Test func noBytesDecodeToAnEmptyValidCollection() {
        let transition = FuzzedTransition(bytes: [])
        #expect(transition.current.sections.isEmpty)
        #expect(throws: Never.self) { try transition.current.validate() }
        #expect(transition.disagreements().isEmpty)
    }
}
