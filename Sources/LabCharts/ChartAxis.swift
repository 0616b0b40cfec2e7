import Foundation
import LabSupport

/// One axis of a chart: what it measures, its scale, the values at its ends and its ticks.
package struct ChartAxis {
    /// How values are spaced along the axis.
    package enum Scale {
        /// Equal differences take equal lengths.
        case linear
        /// Equal ratios take equal lengths; ticks fall on the decades.
        case logarithmic
    }

    /// The axis's title, with the unit.
    package var title: String
    package var scale: Scale
    /// The values at the axis's start and end.
    package var bounds: ClosedRange<Double>
    /// The values that get a tick, a grid line and a label.
    package var ticks: [Double]
    /// The label of a tick.
    package var tickLabel: (Double) -> String

    /// An axis that reaches every one of `values`: on a linear scale from 0 to a round number at
    /// or past the largest (about six ticks, 1, 2 or 5 times a power of ten apart, and at least
    /// 1 apart when `countsOnly`); on a logarithmic one from the decade at or below the smallest
    /// positive value to the decade at or above the largest.
    package init(
        title: String, scale: Scale, reaching values: [Double], countsOnly: Bool = true,
        tickLabel: @escaping (Double) -> String = \.compactDescription
    ) {
        self.title = title
        self.scale = scale
        self.tickLabel = tickLabel
        switch scale {
        case .linear:
            let largest = values.max().flatMap { $0 > 0 ? $0 : nil } ?? 1
            var exponent = Int(Foundation.log10(largest / 6).rounded(.down))
            var multiple = [1, 2, 5, 10].first { Self.decimal($0, exponent) >= largest / 6 }!
            if countsOnly && exponent < 0 { (multiple, exponent) = (1, 0) }
            let steps = Int((largest / Self.decimal(multiple, exponent)).rounded(.up))
            ticks = (0...steps).map { Self.decimal($0 * multiple, exponent) }
        case .logarithmic:
            let positive = values.filter { $0 > 0 }
            let lowest = Int(Foundation.log10(positive.min() ?? 1).rounded(.down))
            let highest = max(lowest + 1, Int(Foundation.log10(positive.max() ?? 10).rounded(.up)))
            ticks = (lowest...highest).map { Foundation.pow(10, Double($0)) }
        }
        bounds = ticks.first!...ticks.last!
    }

    /// An axis of `categories` in order (commits), the first at 0, each 1 further, labelled
    /// at most `labels` times, evenly.
    package init(title: String, categories: [String], labels: Int = 12) {
        self.init(title: title, categoryCount: categories.count, labels: labels) { categories[$0] }
    }

    /// An axis of `count` categories in order, the first at 0, each 1 further, labelled at most
    /// `labels` times, evenly, category `index` as `label(index)`: asked of the labelled ones
    /// alone (a long history's chart has ten thousand commits and a dozen labels).
    package init(title: String, categoryCount count: Int, labels: Int = 12, label: @escaping (Int) -> String) {
        self.title = title
        scale = .linear
        bounds = -0.5...(Double(max(count, 1)) - 0.5)
        let step = max(1, (count + labels - 1) / labels)
        ticks = stride(from: 0, to: count, by: step).map(Double.init)
        tickLabel = { value in Int(exactly: value).map { (0..<count).contains($0) ? label($0) : "" } ?? "" }
    }

    /// `significand` × 10^`exponent`, as near as a `Double` gets to that decimal (so that a tick
    /// prints as `0.015`, not `0.015000000000000001`).
    private static func decimal(_ significand: Int, _ exponent: Int) -> Double {
        exponent >= 0
            ? Double(significand) * Foundation.pow(10, Double(exponent))
            : Double(significand) / Foundation.pow(10, Double(-exponent))
    }

    /// Where `value` falls along the axis, from 0 at its start to 1 at its end; a value past an
    /// end, or not positive on a logarithmic axis, falls at that end.
    package func fraction(of value: Double) -> Double {
        let fraction =
            switch scale {
            case .linear:
                (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)
            case .logarithmic:
                value > 0
                    ? Foundation.log10(value / bounds.lowerBound)
                        / Foundation.log10(bounds.upperBound / bounds.lowerBound)
                    : 0
            }
        return min(max(fraction, 0), 1)
    }
}
