import RunRecords

extension RecordedRunner {
    /// The runner of a run measured in `environment`.
    package init(_ environment: RunEnvironment) {
        // `RunEnvironment.currentProcessor` ends with ", family F model M" where it can.
        let parts = environment.processor.components(separatedBy: ", family ")
        let numbers = parts.count == 2 ? parts[1].components(separatedBy: " model ").compactMap { Int($0) } : []
        self.init(
            name: environment.runner, processor: parts[0], cpuFamily: numbers.count == 2 ? numbers[0] : nil,
            cpuModel: numbers.count == 2 ? numbers[1] : nil, cores: environment.cores,
            memoryBytes: environment.memoryBytes, operatingSystem: environment.operatingSystem,
            swiftVersion: environment.swiftVersion, valgrindVersion: environment.valgrindVersion,
            buildFlags: environment.buildFlags)
    }
}
