import Foundation

/// What else the machine was doing while a run measured: its load and the time a hypervisor
/// took from its processors. A timing taken under a load above the core count, or with steal,
/// is suspect; the history keeps both beside the run's results.
package struct SystemActivity: Hashable, Sendable {
    /// The larger of the 1-minute load averages (`/proc/loadavg`) at the run's start and end:
    /// processes running or waiting for a processor.
    package var loadAverage: Double
    /// The share of processor time stolen by the hypervisor between the run's start and end
    /// (`/proc/stat`'s `steal` over all its times), in percent.
    package var stealPercent: Double

    /// The activity between `start` and `end`, two readings of this machine.
    package init(from start: Reading, to end: Reading) {
        loadAverage = max(start.loadAverage, end.loadAverage)
        let elapsed = end.totalTicks &- start.totalTicks
        stealPercent = elapsed == 0 ? 0 : 100 * Double(end.stealTicks &- start.stealTicks) / Double(elapsed)
    }

    /// Creates an activity; see the properties.
    package init(loadAverage: Double, stealPercent: Double) {
        self.loadAverage = loadAverage
        self.stealPercent = stealPercent
    }

    /// The machine's load and processor times at one moment.
    package struct Reading: Sendable {
        /// The 1-minute load average.
        package var loadAverage: Double
        /// The time all processors spent in any state since boot, in clock ticks.
        package var totalTicks: UInt64
        /// The part of it stolen by the hypervisor, in clock ticks.
        package var stealTicks: UInt64

        /// This machine now, from `/proc`; `nil` where it has none (macOS).
        package static func now() -> Reading? {
            guard let loadText = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
                let load = loadText.split(separator: " ").first.flatMap({ Double($0) }),
                let statText = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
                let cpuLine = statText.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
            else { return nil }
            // user nice system idle iowait irq softirq steal guest guest_nice: guest time is
            // already counted in user and nice.
            let ticks = cpuLine.split(separator: " ").dropFirst().compactMap { UInt64($0) }
            guard ticks.count >= 8 else { return nil }
            return Reading(loadAverage: load, totalTicks: ticks.prefix(8).reduce(0, +), stealTicks: ticks[7])
        }
    }
}
