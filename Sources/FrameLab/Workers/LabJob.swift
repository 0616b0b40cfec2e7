import RunRecords

/// One worker's job in a run: a scenario at one item count on one implementation.
package struct LabJob: Hashable, Sendable {
    /// The scenario, and how the worker finds it: a default's name or a file's path.
    package var scenario: Scenario
    /// The name or path the worker loads the scenario by.
    package var scenarioReference: String
    /// The implementation to measure.
    package var implementation: LabImplementation
    /// The number of items.
    package var items: Int
    /// Measured runs per refresh rate.
    package var repetitions: Int
    /// Unmeasured runs before them.
    package var warmUps: Int
    /// The refresh rates to play at, in hertz.
    package var refreshRates: [Int]
    /// Whether the worker plays the reference mirror beside its frames (and compares them with
    /// it): always, but in the regression gate's timing run, where the mirror's cache evictions
    /// would make each frame's time the latency of its cold misses, which a neighbour's memory
    /// traffic changes.
    package var mirrorsReference: Bool

    /// Creates a job; see the properties.
    package init(
        scenario: Scenario, scenarioReference: String, implementation: LabImplementation, items: Int,
        repetitions: Int, warmUps: Int, refreshRates: [Int] = LabWorker.refreshRates, mirrorsReference: Bool = true
    ) {
        self.scenario = scenario
        self.scenarioReference = scenarioReference
        self.implementation = implementation
        self.items = items
        self.repetitions = repetitions
        self.warmUps = warmUps
        self.refreshRates = refreshRates
        self.mirrorsReference = mirrorsReference
    }

    /// The `framelab worker` arguments that start this job's worker (the driver then requests
    /// its repetitions).
    package var workerArguments: [String] {
        [
            "--scenario", scenarioReference, "--implementation", implementation.rawValue, "--items", String(items),
            "--warm-ups", String(warmUps),
        ] + (mirrorsReference ? [] : ["--without-reference-mirror"])
    }

    /// The job as progress lines and failures name it: `switch-list-to-grid · optimized · N = 100000`.
    package var label: String {
        Self.label(scenario: scenario.name, implementation: implementation.rawValue, items: items)
    }

    /// The label of the job of `implementation` on `scenario` with `items` items.
    package static func label(scenario: String, implementation: String, items: Int) -> String {
        "\(scenario) · \(implementation) · N = \(items)"
    }
}
