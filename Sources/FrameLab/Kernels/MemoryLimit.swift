import Foundation

/// The most memory the lab lets one process need: the machine's physical memory, or the memory
/// limit of the process's control group when that is lower (a container, a CI runner). Work
/// whose ``MemoryEstimate`` is above it is refused before anything is allocated.
package struct MemoryLimit: Hashable, Sendable, CustomStringConvertible {
    /// The limit, in bytes.
    package var bytes: UInt64
    /// Whether the limit is the control group's rather than the physical memory.
    package var isControlGroupLimit: Bool

    /// Creates a limit of `bytes` bytes.
    package init(bytes: UInt64, isControlGroupLimit: Bool = false) {
        self.bytes = bytes
        self.isControlGroupLimit = isControlGroupLimit
    }

    /// The limit of this process, now.
    package static var current: MemoryLimit {
        let physicalMemory = ProcessInfo.processInfo.physicalMemory
        if let controlGroupLimit, controlGroupLimit < physicalMemory {
            return MemoryLimit(bytes: controlGroupLimit, isControlGroupLimit: true)
        }
        return MemoryLimit(bytes: physicalMemory)
    }

    /// The limit as a message ends with it: `the 25.2 GB of memory this machine has`.
    package var description: String {
        let gigabytes = (Double(bytes) / 1e9).description(significantDigits: 3)
        return isControlGroupLimit
            ? "the \(gigabytes) GB its control group may use" : "the \(gigabytes) GB of memory this machine has"
    }

    /// The memory limit of the control group at the root of `/sys/fs/cgroup`, in bytes:
    /// `memory.max` (cgroup v2) or `memory.limit_in_bytes` (v1); `nil` when there is none.
    private static var controlGroupLimit: UInt64? {
        ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"].lazy
            .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .compactMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .first
    }
}
