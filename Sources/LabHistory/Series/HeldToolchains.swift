import Foundation
import RunRecords

/// Each toolchain this process meets, held once and numbered, equal toolchains the same: a series
/// point keeps the one held (its runs share its strings) and its number
/// (``HistorySeries/Point/sharesToolchain(with:)``), so that cutting a long series where the
/// toolchain changes compares two numbers a point, not two toolchains read through the runs'
/// shared sources (each read retaining its source, a cache miss).
enum HeldToolchains {
    private static let table = Table()

    /// The toolchain equal to `toolchain` held first, and its number.
    static func held(_ toolchain: Toolchain) -> (toolchain: Toolchain, number: Int32) {
        table.held(toolchain)
    }

    private final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var numbers: [Toolchain: Int32] = [:]
        private var toolchains: [Toolchain] = []

        func held(_ toolchain: Toolchain) -> (toolchain: Toolchain, number: Int32) {
            lock.withLock {
                if let number = numbers[toolchain] { return (toolchains[Int(number)], number) }
                let number = Int32(toolchains.count)
                numbers[toolchain] = number
                toolchains.append(toolchain)
                return (toolchain, number)
            }
        }
    }
}
