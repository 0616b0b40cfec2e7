import FrameLab
import LabCatalog
import RunRecords

/// What `make gate` measures: a few default scenarios that cover every kind of frame work
/// (a switch, a fling, snapping with hit tests, sections, full interpolation) on the reference
/// and the optimized kernels, and the kernel workloads under callgrind at a smaller size.
package enum GateSuite {
    /// The scenarios of the timing run.
    package static let scenarioNames = [
        "switch-list-to-grid", "list-scroll", "carousel-snap", "sections-switch", "full-interpolation",
    ]
    /// The implementations of the timing run: the speedup is the reference's p50 over the
    /// optimized one's; full interpolation, which is bandwidth-bound, is also timed against the
    /// bound (memcpy, which plays only full interpolation).
    package static let implementations: [LabImplementation] = [.reference, .optimized, .memcpy]
    /// The item count of the timing run's single-section scenarios (`sections-switch` has its
    /// own 100,000).
    package static let items = 100_000
    /// The measured runs of each timed scenario: enough for the speedups' confidence intervals
    /// and for `framelab compare`'s rank test between two gate runs.
    package static let repetitions = 10
    /// The measured runs of the worst-frame check per refresh rate (each frame's median over
    /// them counts: one frame preempted in one run does not).
    package static let worstFrameRepetitions = 3
    /// The item count of the callgrind counts: small enough for valgrind's ~50× slowdown.
    package static let instructionItems = 10_000
    /// The item count the ``largeInstructionWorkloads``' instructions are counted at as well: a
    /// pass that goes back to O(n) shows there as a hundredfold jump.
    package static let largeInstructionItems = 1_000_000
    /// The workloads counted at ``largeInstructionItems`` too: the work of a switch's first and
    /// last frames.
    package static let largeInstructionWorkloads: [KernelWorkload] = [
        .prepare, .selfSizingFirstFrame, .selfSizingLastFrame,
    ]
    /// The scenario whose worst frame, layout changes included, is held to a share of the
    /// 120 Hz budget, on the optimized kernel at ``worstFrameItems``.
    package static let worstFrameScenario = "switch-list-to-grid"
    /// The item count of the worst-frame check.
    package static let worstFrameItems = 1_000_000

    /// The workloads whose instructions the gate counts: every one at `items`, and the
    /// ``largeInstructionWorkloads`` at `largeItems` too.
    package static func instructionSubjects(items: Int, largeItems: Int) -> [CallgrindCount.Subject] {
        KernelWorkload.allCases.flatMap { workload in
            [CallgrindCount.Subject(workload, items: items)]
                + (largeInstructionWorkloads.contains(workload)
                    ? [CallgrindCount.Subject(workload, items: largeItems)] : [])
        }
    }
}
