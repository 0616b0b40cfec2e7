import AllocationCounter
import LabCatalog
import LabSupport
import RunRecords
import SIMDLayout
import SwitchLayout

/// The work of one worker process: a scenario at one item count on one implementation, played
/// one measured repetition at a time as the driver requests them (warm-up runs first at each
/// refresh rate), each repetition's records handed to `send` when it ends (so that writing them
/// never lands inside a frame).
package struct LabWorker {
    /// The scenario to play.
    package var scenario: Scenario
    /// The implementation to measure.
    package var implementation: LabImplementation
    /// The number of items.
    package var items: Int
    /// Unmeasured runs before the first repetition requested at each refresh rate.
    package var warmUps: Int
    /// A regression injected into the kernel, to prove that the regression gate catches it; the
    /// full-interpolation peers (`c`, `memcpy`) never have one.
    package var injectedRegression: InjectedRegression?
    /// Whether the measured repetitions play the reference mirror (``LabJob/mirrorsReference``).
    package var mirrorsReference: Bool
    /// The refresh rates a run plays at unless a job says otherwise, in hertz.
    package static let refreshRates = [60, 120]

    /// Creates a worker's job; see the properties.
    package init(
        scenario: Scenario, implementation: LabImplementation, items: Int, warmUps: Int,
        injectedRegression: InjectedRegression? = nil, mirrorsReference: Bool = true
    ) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.warmUps = warmUps
        self.injectedRegression = injectedRegression
        self.mirrorsReference = mirrorsReference
    }

    /// Serves the driver, sending its messages: the layout footprint; then, for each request
    /// `nextRequest` returns, that repetition's frame records and `played`; and when it returns
    /// `nil`, `finished`.
    package func run(
        nextRequest: @escaping () throws -> RepetitionRequest?, send: @escaping (WorkerMessage) throws -> Void
    ) throws {
        let playing = Playing(worker: self, nextRequest: nextRequest, send: send)
        switch implementation {
        case .reference, .cached, .optimized, .scalar:
            try implementation.layout.visitKernel(InjectingRegression(injectedRegression, into: playing))
        case .c:
            try playing.visit(CPeerLayout<SIMDOptimizedLayout>.self)
        case .memcpy:
            let copy = MemoryCopy()
            try play(SIMDOptimizedLayout.self, nextRequest: nextRequest, send: send) { layout, frames in
                copy.copy(count: layout.elementCount, into: &frames)
            }
        }
    }

    /// Plays the worker's job on the kernel it visits.
    private struct Playing: KernelVisitor {
        typealias Failure = any Error
        let worker: LabWorker
        let nextRequest: () throws -> RepetitionRequest?
        let send: (WorkerMessage) throws -> Void

        func visit<Kernel: LayoutKernel>(_: Kernel.Type) throws {
            try worker.play(Kernel.self, nextRequest: nextRequest, send: send)
        }
    }

    /// Measures `Kernel`'s footprint, then plays the repetitions requested: at a refresh rate's
    /// first, the warm-ups without the reference mirror (they measure nothing, and the mirror's
    /// frames are the slow part of a large run), then every measured repetition with it (unless
    /// ``mirrorsReference`` is false).
    private func play<Kernel: LayoutKernel>(
        _: Kernel.Type, nextRequest: () throws -> RepetitionRequest?, send: (WorkerMessage) throws -> Void,
        interpolateAllElements: @escaping (Kernel, inout ElementFrames) -> Void = {
            $0.layoutFramesForAllElements(into: &$1)
        }
    ) throws {
        try send(.footprint(try footprint(of: Kernel.self)))
        func player(refreshRate: Int, verification: FrameVerification) -> FramePlayer<Kernel> {
            FramePlayer<Kernel>(
                scenario: scenario, items: items, refreshRate: refreshRate, implementation: implementation.rawValue,
                verification: verification, interpolateAllElements: interpolateAllElements)
        }
        var players: [Int: FramePlayer<Kernel>] = [:]
        var sent = 0
        while let request = try nextRequest() {
            if players[request.refreshRate] == nil {
                let warmUp = player(refreshRate: request.refreshRate, verification: .none)
                for _ in 0..<warmUps {
                    try warmUp.play(repetition: -1) { _ in }
                }
                players[request.refreshRate] = player(
                    refreshRate: request.refreshRate,
                    verification: mirrorsReference ? implementation.verification : .none)
            }
            var records: [FrameRecord] = []
            try players[request.refreshRate]!.play(repetition: request.repetition) { records.append($0) }
            for record in records {
                try send(.frame(record))
            }
            try send(.played(frames: records.count))
            sent += records.count
        }
        try send(.finished(frames: sent))
    }

    /// The heap bytes `Kernel`'s layouts hold once the scenario's first layout is prepared and
    /// its first transition started; the specs are made before the count starts.
    private func footprint<Kernel: LayoutKernel>(of _: Kernel.Type) throws -> LayoutFootprint {
        guard let counter = ThreadAllocationCounter() else {
            throw FrameLabError("jemalloc is not this process's allocator: allocations cannot be counted")
        }
        let first = try scenario.spec(for: scenario.initialState, items: items)
        let destination = try scenario.phases.lazy.compactMap { phase -> LayoutState? in
            guard case let .transition(state, _, _, _, _) = phase else { return nil }
            return state
        }.first.map { state throws(LayoutError) in try scenario.spec(for: state, items: items) }
        let before = counter.reading
        var kernel = try Kernel(first)
        if let destination {
            try kernel.startTransition(to: destination)
        }
        let after = counter.reading
        withExtendedLifetime(kernel) {}
        let allocated = after.bytesAllocated - before.bytesAllocated
        let freed = after.bytesDeallocated - before.bytesDeallocated
        return LayoutFootprint(
            scenario: scenario.name, implementation: implementation.rawValue, items: items,
            bytes: allocated > freed ? allocated - freed : 0)
    }
}
