/// What pruning a history under a ``RetentionPolicy`` does to each of its runs, worked out
/// before anything is changed: `framelab history prune` prints it, and with `--apply` carries it
/// out in one transaction.
package struct PrunePlan: Sendable {
    /// Why a run is kept whole, in the order the reasons are looked at.
    package enum Reason: CaseIterable, Sendable {
        case recent
        case aroundChange
        case learningWindow
    }

    /// Why a run is removed.
    package enum Removal: String, CaseIterable, Sendable {
        case repeated = "older repeats of a commit's run"
        case dirty = "of a dirty tree"
    }

    /// The policy the plan follows.
    package var policy: RetentionPolicy
    /// The number of runs in the history.
    package var runCount = 0
    /// The runs kept whole, by id, each with its first reason.
    package var keptWhole: [Int: Reason] = [:]
    /// The runs kept as their commit's summary (each metric's value and fastest repetition), by
    /// id.
    package var summarized: Set<Int> = []
    /// The runs removed, by id, each with why.
    package var removed: [Int: Removal] = [:]
    /// The change points whose neighbourhoods were kept.
    package var changePoints = 0

    /// A plan under `policy` that does nothing yet.
    package init(policy: RetentionPolicy) {
        self.policy = policy
    }

    /// What the plan does, in one paragraph: `applied` says it was done, not that it would be.
    package func description(applied: Bool) -> String {
        let (keep, remove) = applied ? ("kept", "removed") : ("keep", "remove")
        let whole = Reason.allCases.compactMap { reason -> String? in
            let count = keptWhole.values.count { $0 == reason }
            guard count > 0 else { return nil }
            return switch reason {
            case .recent: "\(count) of the last \(policy.recentDays) days"
            case .aroundChange: "\(count) around \(changePoints) change point\(changePoints == 1 ? "" : "s")"
            case .learningWindow: "\(count) in learning windows"
            }
        }
        let removals = Removal.allCases.compactMap { removal -> String? in
            let count = removed.values.count { $0 == removal }
            return count > 0 ? "\(count) \(removal.rawValue)" : nil
        }
        return (applied ? "pruned: kept " : "prune would keep ")
            + "\(keptWhole.count) of \(runCount) runs whole"
            + (whole.isEmpty ? "" : " (\(whole.joined(separator: ", ")))")
            + ", \(keep) \(summarized.count) as their commit's summary (each metric's value and fastest repetition), "
            + "and \(remove) \(removed.count)" + (removals.isEmpty ? "" : " (\(removals.joined(separator: ", ")))")
    }
}
