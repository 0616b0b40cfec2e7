import LabSupport

extension HistoryStore {
    /// `chain` told the place of each of `runner`'s runs (every runner's when `nil`) once
    /// (``BranchChain/placing(_:)``), and kept for the next read along the same chain: a page
    /// reads its rows a scenario at a time, and its charts place every point.
    func placed(_ chain: BranchChain, runner: String?) throws(FrameLabError) -> BranchChain {
        let scope = RunScope(runner: runner, kind: readKind)
        if let placed = placedChain, placed.scope == scope, placed.chain.commits == chain.commits {
            return placed.chain
        }
        let placed = chain.placing(try runIndex(reloaded: false, runner: runner))
        placedChain = (scope, placed)
        return placed
    }
}
