import Foundation
import RunRecords

/// A number for each toolchain this process meets, the same for equal toolchains: a series
/// point keeps its run's (``HistorySeries/Point/sharesToolchain(with:)``), so that cutting a
/// long series where the toolchain changes compares two numbers a point, not two toolchains read
/// through the runs' shared sources (each read retaining its source, a cache miss).
enum ToolchainNumbers {
    private static let table = Table()

    /// The number of `toolchain`.
    static func number(of toolchain: Toolchain) -> Int32 {
        table.number(of: toolchain)
    }

    private final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var numbers: [Toolchain: Int32] = [:]

        func number(of toolchain: Toolchain) -> Int32 {
            lock.withLock {
                if let number = numbers[toolchain] { return number }
                let number = Int32(numbers.count)
                numbers[toolchain] = number
                return number
            }
        }
    }
}
