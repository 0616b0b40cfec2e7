/// How a gate run ended: the checks it shows, what it prints on standard output (the table of
/// checks and its conclusion), and whether it passed.
package struct GateVerdict {
    /// The checks shown: all of them, or when recording baselines only those a new baseline
    /// must pass (verification, allocations, finished workers).
    package var checks: [GateCheck]
    /// The table of checks and the lines that conclude it, each ending in a newline.
    package var report: String
    /// Whether every check shown passed (and, when recording, the baselines were written).
    package var passed: Bool
    /// Whether the run is in the history now.
    package var isRecorded: Bool
}
