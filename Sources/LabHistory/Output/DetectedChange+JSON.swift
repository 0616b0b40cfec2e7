extension DetectedChange: Encodable {
    private enum CodingKeys: String, CodingKey {
        case scenario, implementation, items
        case refreshRate = "refresh_hz"
        case metric, runner, kind, commit
        case previousCommit = "previous_commit"
        case before, after
        case relativeChange = "relative_change"
        case pValue = "p_value"
        case instructionCounts = "instruction_counts"
        case acknowledgement
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.scenario, forKey: .scenario)
        try container.encode(key.implementation, forKey: .implementation)
        try container.encode(key.items, forKey: .items)
        try container.encode(key.refreshRate, forKey: .refreshRate)
        try container.encode(metric, forKey: .metric)
        try container.encode(runner, forKey: .runner)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(commit, forKey: .commit)
        try container.encode(previousCommit.sha, forKey: .previousCommit)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
        try container.encode(relativeChange, forKey: .relativeChange)
        try container.encode(pValue, forKey: .pValue)
        try container.encodeIfPresent(instructionCounts, forKey: .instructionCounts)
        try container.encodeIfPresent(acknowledgement?.note, forKey: .acknowledgement)
    }
}
