/// What a metric measures, read from its name, and how its values read for people: in the unit
/// that fits, to 3 significant digits. Every table of the lab (`framelab report`, `run`,
/// `compare`, `gate`, `history`) formats numbers through it; CSV and JSON keep full precision.
package enum Quantity: Hashable, Sendable {
    /// A duration stored in milliseconds (a `_ms` column): shown in ns, µs, ms or s.
    case milliseconds
    /// A ratio (a speedup): `3180×`.
    case ratio
    /// A percentage: `41.5 %`.
    case percent
    /// A count (instructions, cache misses, frames): `812`, `966k`, `1.23M`.
    case count
    /// Any other number, with its unit when it has one (`ms/s`, `GB/s`, `pt`, `B`).
    case number(unit: String)

    /// The quantity of the metric named `metric`, a `summary.csv` column or callgrind count.
    package init(metric: String) {
        switch metric {
        case _ where metric.hasSuffix("_ms_per_s"): self = .number(unit: "ms/s")
        case _ where metric.hasSuffix("_ms"): self = .milliseconds
        case _ where metric.hasPrefix("speedup"): self = .ratio
        case _ where metric.hasPrefix("percent"): self = .percent
        case "gb_per_s": self = .number(unit: "GB/s")
        case "max_abs_error": self = .number(unit: "pt")
        case _ where metric.hasPrefix("allocs") || metric.contains("bytes"): self = .number(unit: "")
        default: self = .count
        }
    }

    /// The unit for values around `typical` (a column's median, say): the largest of the
    /// quantity's units in which `typical`, to 3 significant digits, is at least 1 (the
    /// smallest for 0); a count below 10,000 whole.
    package func unit(for typical: Double) -> Unit {
        let units: [Unit] =
            switch self {
            case .milliseconds:
                [Unit("ns", 1e6), Unit("µs", 1e3), Unit("ms", 1), Unit("s", 1e-3)]
            case .count:
                [
                    Unit("", 1), Unit("k", 1e-3, separator: ""), Unit("M", 1e-6, separator: ""),
                    Unit("G", 1e-9, separator: ""),
                ]
            case .ratio: [Unit("×", 1, separator: "")]
            case .percent: [Unit("%", 1)]
            case .number(let symbol): [Unit(symbol, 1)]
            }
        let rounded = Double(typical.description(significantDigits: 3)).map(abs) ?? 0
        if self == .count && rounded < 1e4 { return units[0] }
        return units.last { rounded * $0.factor >= 1 } ?? units[0]
    }

    /// `value` in the unit that fits it, with the unit: `6.31 µs`, `3180×`, `41.5 %`, `966k`.
    package func description(_ value: Double) -> String {
        unit(for: value).description(value)
    }

    /// A change by `value`, signed (a minus sign, not a hyphen): `+41.5 %`, `−12.0 %`.
    package func signedDescription(_ value: Double) -> String {
        (value >= 0 ? "+" : "−") + description(abs(value))
    }

    /// A unit a quantity is shown in.
    package struct Unit: Hashable, Sendable {
        /// Its symbol (`µs`, `×`, `k`); empty for a plain number.
        package var symbol: String
        /// What a stored value is multiplied by to be in this unit (1,000 for µs, whose values
        /// are stored in ms).
        package var factor: Double
        /// What comes between the number and the symbol.
        package var separator: String

        /// A unit; see the properties.
        package init(_ symbol: String, _ factor: Double, separator: String = " ") {
            self.symbol = symbol
            self.factor = factor
            self.separator = separator
        }

        /// `value` (as stored) in this unit, to 3 significant digits, without the symbol; a count
        /// below 10,000 whole.
        package func number(_ value: Double) -> String {
            let scaled = value * factor
            if factor == 1, symbol.isEmpty, scaled.rounded() == scaled { return scaled.compactDescription }
            return scaled.description(significantDigits: 3)
        }

        /// `value` in this unit with its symbol: `6.31 µs`, `3180×`.
        package func description(_ value: Double) -> String {
            symbol.isEmpty ? number(value) : number(value) + separator + symbol
        }

        /// A column heading with the unit: `median (µs)`; the title alone for a plain number.
        package func heading(_ title: String) -> String {
            symbol.isEmpty ? title : "\(title) (\(symbol))"
        }
    }
}
