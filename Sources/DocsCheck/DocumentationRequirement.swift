import FrameLab
import RegressionGate
import RunRecords

/// Names the lab defines that one page of the docs must explain, each as a code span: the
/// columns of the files a run writes, the keys of the JSON it reads, the gate's checks.
package struct DocumentationRequirement: Sendable {
    /// What the names are, for messages: `a summary.csv column`.
    package var kind: String
    /// The page that must explain them, relative to the repository's root.
    package var page: String
    /// The names, as the code spells them.
    package var names: [String]

    /// A requirement that `page` explains every one of `names`.
    package init(kind: String, page: String, names: [String]) {
        self.kind = kind
        self.page = page
        self.names = names
    }

    /// What the lab's docs must explain, from the code that writes and reads the files.
    package static let lab: [DocumentationRequirement] = [
        DocumentationRequirement(kind: "a frames.csv column", page: "docs/frame-lab.md", names: FrameRecord.csvHeader),
        DocumentationRequirement(
            kind: "a summary.csv column", page: "docs/frame-lab.md", names: FrameSummary.csvHeader),
        DocumentationRequirement(
            kind: "a comparison.csv column", page: "docs/frame-lab.md", names: ComparisonRow.csvHeader),
        DocumentationRequirement(kind: "a scenario key", page: "docs/frame-lab.md", names: Scenario.jsonKeys.sorted()),
        DocumentationRequirement(
            kind: "a layout description key", page: "docs/layouts.md", names: LayoutDescription.jsonKeys.sorted()),
        DocumentationRequirement(
            kind: "a gate check", page: "docs/gate.md", names: GateCheck.Metric.allCases.map(\.rawValue)),
    ]
}
