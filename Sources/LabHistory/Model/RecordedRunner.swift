/// The machine and build a run measured with: what a timing may be compared across only when
/// it is the same.
package struct RecordedRunner: Codable, Hashable, Sendable {
    /// The runner's name (`--runner`, `FRAMELAB_RUNNER`, or derived from the processor and its
    /// cores), which series are kept apart by.
    package var name: String
    /// The processor's model name, as `/proc/cpuinfo` gives it.
    package var processor: String
    /// The x86 processor family, or `nil` when unknown.
    package var cpuFamily: Int?
    /// The x86 processor model number, or `nil` when unknown.
    package var cpuModel: Int?
    /// The cores the run could use.
    package var cores: Int
    /// The physical memory, in bytes.
    package var memoryBytes: UInt64
    /// The operating system and kernel.
    package var operatingSystem: String
    /// The first line of `swift --version`, or `nil` when unknown.
    package var swiftVersion: String?
    /// The first line of `valgrind --version`, or `nil` when unknown.
    package var valgrindVersion: String?
    /// The command that built the lab.
    package var buildFlags: String

    /// Creates a runner; see the properties.
    package init(
        name: String, processor: String, cpuFamily: Int?, cpuModel: Int?, cores: Int, memoryBytes: UInt64,
        operatingSystem: String, swiftVersion: String?, valgrindVersion: String?, buildFlags: String
    ) {
        self.name = name
        self.processor = processor
        self.cpuFamily = cpuFamily
        self.cpuModel = cpuModel
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.operatingSystem = operatingSystem
        self.swiftVersion = swiftVersion
        self.valgrindVersion = valgrindVersion
        self.buildFlags = buildFlags
    }

    private enum CodingKeys: String, CodingKey {
        case name, processor
        case cpuFamily = "cpu_family"
        case cpuModel = "cpu_model"
        case cores
        case memoryBytes = "memory_bytes"
        case operatingSystem = "os"
        case swiftVersion = "swift"
        case valgrindVersion = "valgrind"
        case buildFlags = "build_flags"
    }
}
