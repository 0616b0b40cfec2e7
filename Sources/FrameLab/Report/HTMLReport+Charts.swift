import Algorithms
import Foundation
import LabCharts
import RunRecords

extension HTMLReport {
    /// The budgets of a frame at 60 Hz and 120 Hz, in ms, drawn on every chart.
    private static let budgetGuides = [60, 120].map { refreshRate in
        let budget = FrameBudget(refreshRate: refreshRate)
        return LineChart.Guide(value: budget.milliseconds, label: "\(budget): \(refreshRate) Hz budget")
    }

    /// A chart for each scenario and size with frames at 60 Hz: the work of each frame of the
    /// first repetition, in ms on a log scale, one line per implementation.
    var frameCharts: [LineChart] {
        let frames = Dictionary(grouping: records.filter { $0.refreshRate == 60 && $0.repetition == 0 }) {
            SummaryKey($0)
        }
        let keys = summaries.map(\.key).filter { frames[$0] != nil }
        let groups = keys.reduce(into: [[SummaryKey]]()) { groups, key in
            if let last = groups.last?.last, last.scenario == key.scenario, last.items == key.items {
                groups[groups.count - 1].append(key)
            } else {
                groups.append([key])
            }
        }
        return groups.map { keys in
            let series = keys.map { key in
                let points = frames[key]!.sorted { $0.frame < $1.frame }.map {
                    (x: Double($0.frame), y: Double($0.workNanoseconds) / 1e6)
                }
                return LineChart.Series(
                    name: key.implementation, color: Self.color(of: key.implementation), points: points)
            }
            let work = series.flatMap { $0.points.map(\.y) } + Self.budgetGuides.map(\.value)
            return LineChart(
                title: "\(keys[0].scenario), N = \(keys[0].items.countDescription): frame work at 60 Hz",
                horizontalAxis: ChartAxis(
                    title: "frame (repetition 0)", scale: .linear, reaching: series.flatMap { $0.points.map(\.x) }),
                verticalAxis: ChartAxis(title: "frame work (ms, log scale)", scale: .logarithmic, reaching: work),
                series: series, guides: Self.budgetGuides)
        }
    }

    /// The median frame work (solid) and the worst frame (dashed) of the `scale` scenario at
    /// 60 Hz against the number of items, log–log, a pair of lines per implementation; `nil` when
    /// the run has no such scenario.
    var scalingChart: LineChart? {
        let scaling = summaries.filter { $0.key.scenario == "scale" && $0.key.refreshRate == 60 }
        guard !scaling.isEmpty else { return nil }
        let implementations = Array(scaling.map(\.key.implementation).uniqued())
        let series = implementations.flatMap { implementation in
            let rows = scaling.filter { $0.key.implementation == implementation }
            return [
                LineChart.Series(
                    name: "\(implementation) p50", color: Self.color(of: implementation),
                    points: rows.map { (x: Double($0.key.items), y: $0.p50Milliseconds) }),
                LineChart.Series(
                    name: "\(implementation) worst", color: Self.color(of: implementation),
                    points: rows.map { (x: Double($0.key.items), y: $0.worstFrameMilliseconds) }, isDashed: true),
            ]
        }
        return LineChart(
            title: "scale: median and worst frame work against N at 60 Hz",
            horizontalAxis: ChartAxis(
                title: "items (N, log scale)", scale: .logarithmic, reaching: scaling.map { Double($0.key.items) },
                tickLabel: { Int(exactly: $0)?.countDescription ?? $0.compactDescription }),
            verticalAxis: ChartAxis(
                title: "frame work (ms, log scale)", scale: .logarithmic,
                reaching: scaling.flatMap { [$0.p50Milliseconds, $0.worstFrameMilliseconds] }
                    + Self.budgetGuides.map(\.value)),
            series: series, guides: Self.budgetGuides, marksPoints: true)
    }

    /// The colour of an implementation's line: the same on every chart.
    private static func color(of implementation: String) -> String {
        switch LabImplementation(rawValue: implementation) {
        case .reference: "#d62728"
        case .cached: "#e6a000"
        case .optimized: "#1f77b4"
        case .scalar: "#2ca02c"
        case .c: "#9467bd"
        case .memcpy: "#7f7f7f"
        case nil: "#ff7f0e"
        }
    }
}
