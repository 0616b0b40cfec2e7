import Foundation

extension SeriesView: Encodable {
    private enum CodingKeys: String, CodingKey {
        case scenario, implementation, items
        case refreshRate = "refresh_hz"
        case metric, runner
        case onBranch = "on_branch"
        case offBranch = "off_branch"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.scenario, forKey: .scenario)
        try container.encode(key.implementation, forKey: .implementation)
        try container.encode(key.items, forKey: .items)
        try container.encode(key.refreshRate, forKey: .refreshRate)
        try container.encode(metric, forKey: .metric)
        try container.encode(runner, forKey: .runner)
        try container.encode(onBranch, forKey: .onBranch)
        try container.encode(offBranch, forKey: .offBranch)
    }
}

extension CommitPoint: Encodable {
    private enum CodingKeys: String, CodingKey {
        case commit, median, min, max, q1, q3, runs
    }

    private struct Run: Encodable {
        var run: String
        var date: Date
        var value: Double
        var folder: String?
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(commit, forKey: .commit)
        try container.encode(median, forKey: .median)
        try container.encode(minimum, forKey: .min)
        try container.encode(maximum, forKey: .max)
        try container.encode(interquartileRange.lowerBound, forKey: .q1)
        try container.encode(interquartileRange.upperBound, forKey: .q3)
        try container.encode(
            runs.map { Run(run: $0.run, date: $0.date, value: $0.value, folder: $0.folder) }, forKey: .runs)
    }
}
