import Foundation
import LabSupport

/// The kind of machine a run measures on, by name: the regression gate keeps a timing baseline
/// per runner (`results/baselines/<runner>/`), since a speedup is a property of the machine.
package enum Runner {
    /// The environment variable that names the runner when `--runner` does not.
    package static let environmentVariable = "FRAMELAB_RUNNER"

    /// The runner named by `explicit` (`--runner`), else by ``environmentVariable``, else derived
    /// from the processor and its cores (``derivedName(processor:cores:)``). Throws when a given
    /// name is not a folder name of lowercase letters, digits, `.`, `_` and `-`, naming it.
    package static func name(explicit: String?, processor: String, cores: Int) throws(FrameLabError) -> String {
        let given =
            explicit.map { ("--runner", $0) }
            ?? ProcessInfo.processInfo.environment[environmentVariable].map { (environmentVariable, $0) }
        guard let (source, name) = given else { return derivedName(processor: processor, cores: cores) }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
        guard !name.isEmpty, name.allSatisfy(allowed.contains), name != ".", name != ".." else {
            throw FrameLabError(
                "\(source) \(name.debugDescription) is not a runner name: use lowercase letters, digits, '.', '_' and '-'"
            )
        }
        return name
    }

    /// The runner this process runs on: ``name(explicit:processor:cores:)`` with this machine's
    /// processor and active cores.
    package static func current(explicit: String?) throws(FrameLabError) -> String {
        try name(
            explicit: explicit, processor: RunEnvironment.currentProcessor,
            cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The processor's description and the core count as a folder name:
    /// `amd-epyc-family-26-model-2-2-cores`, `intel-r-xeon-r-cpu-2-20ghz-family-6-model-79-2-cores`.
    package static func derivedName(processor: String, cores: Int) -> String {
        let words = processor.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return (words + ["\(cores)", "cores"]).joined(separator: "-")
    }
}
