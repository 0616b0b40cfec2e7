import Foundation

/// The time a frame may take at a display's refresh rate: one refresh interval, 16.67 ms at
/// 60 Hz, 8.33 ms at 120 Hz. A frame whose work takes longer misses its display refresh.
package struct FrameBudget: Hashable, Sendable, CustomStringConvertible {
    /// The refresh rate, in hertz.
    package var refreshRate: Int

    /// The budget of a frame at `refreshRate` hertz.
    package init(refreshRate: Int) {
        self.refreshRate = refreshRate
    }

    /// The budget, in seconds: the time between two frames.
    package var seconds: Double { 1 / Double(refreshRate) }
    /// The budget, in milliseconds.
    package var milliseconds: Double { 1000 / Double(refreshRate) }
    /// The budget, in whole nanoseconds (rounded down).
    package var nanoseconds: UInt64 { UInt64(1e9 / Double(refreshRate)) }

    /// The budget as a report shows it: `16.67 ms`.
    package var description: String { String(format: "%.2f ms", milliseconds) }
}
