import CachedLayout
import AllocationCounter
import Foundation
import ReferenceLayout
import SIMDLayout
import SwitchLayout

/// The work of one worker process: a scenario at one item count on one implementation, at 60
/// and 120 Hz, warm-up runs first, then the measured repetitions, each repetition's records
/// handed to `send` when it ends (so that writing them never lands inside a frame).
public struct LabWorker {
    /// The scenario to play.
    public var scenario: Scenario
    /// The implementation to measure.
    public var implementation: LabImplementation
    /// The number of items.
    public var items: Int
    /// Measured runs per refresh rate.
    public var repetitions: Int
    /// Unmeasured runs per refresh rate before them.
    public var warmUps: Int
    /// A regression injected into the kernel, to prove that the regression gate catches it; the
    /// full-interpolation peers (`c`, `memcpy`) never have one.
    public var injectedRegression: InjectedRegression?
    /// The refresh rates to play at, in hertz.
    public static let refreshRates = [60, 120]

    /// Creates a worker's job; see the properties.
    public init(
        scenario: Scenario, implementation: LabImplementation, items: Int, repetitions: Int, warmUps: Int,
        injectedRegression: InjectedRegression? = nil
    ) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.repetitions = repetitions
        self.warmUps = warmUps
        self.injectedRegression = injectedRegression
    }

    /// Plays the job, sending its messages: the layout footprint, then every measured frame's
    /// record (each repetition's when it ends), then `finished`.
    public func run(send: (WorkerMessage) throws -> Void) throws {
        switch implementation {
        case .reference:
            try run(kernel: ReferenceLayout.self, send: send)
        case .cached:
            try run(kernel: CachedLayout.self, send: send)
        case .optimized:
            try run(kernel: SIMDOptimizedLayout.self, send: send)
        case .scalar:
            try run(kernel: ScalarOptimizedLayout.self, send: send)
        case .c:
            try run(CPeerLayout<SIMDOptimizedLayout>.self, send: send)
        case .memcpy:
            let copy = MemoryCopy()
            try run(SIMDOptimizedLayout.self, send: send) { layout, frames in
                copy.copy(count: layout.elementCount, into: &frames)
            }
        }
    }

    /// Plays `Kernel`, with the ``injectedRegression`` if there is one.
    private func run<Kernel: LayoutKernel>(kernel: Kernel.Type, send: (WorkerMessage) throws -> Void) throws {
        switch injectedRegression {
        case nil: try run(Kernel.self, send: send)
        case .slowQueries: try run(SlowedKernel<Kernel>.self, send: send)
        case .linearPreparation: try run(ElementWalkingKernel<Kernel>.self, send: send)
        }
    }

    /// Measures `Kernel`'s footprint, then plays it at each refresh rate: the warm-ups without
    /// the reference mirror (they measure nothing, and the mirror's frames are the slow part of
    /// a large run), then the measured repetitions with it.
    private func run<Kernel: LayoutKernel>(
        _: Kernel.Type, send: (WorkerMessage) throws -> Void,
        interpolateAllElements: @escaping (Kernel, inout ElementFrames) -> Void = {
            $0.layoutFramesForAllElements(into: &$1)
        }
    ) throws {
        try send(.footprint(try footprint(of: Kernel.self)))
        var sent = 0
        for refreshRate in Self.refreshRates {
            func player(verification: FrameVerification) throws -> FramePlayer<Kernel> {
                try FramePlayer<Kernel>(
                    scenario: scenario, items: items, refreshRate: refreshRate,
                    implementation: implementation.rawValue, verification: verification,
                    interpolateAllElements: interpolateAllElements)
            }
            let warmUp = try player(verification: .none)
            for _ in 0..<warmUps {
                try warmUp.play(repetition: -1) { _ in }
            }
            let measured = try player(verification: implementation.verification)
            for repetition in 0..<repetitions {
                var records: [FrameRecord] = []
                try measured.play(repetition: repetition) { records.append($0) }
                for record in records {
                    try send(.frame(record))
                }
                sent += records.count
            }
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

/// The bandwidth bound of full interpolation: copies as many bytes as it writes, from a buffer
/// of the same shape, with memcpy.
final class MemoryCopy {
    private var source = ElementFrames()

    /// Copies `count` entries of every column into `frames`.
    func copy(count: Int, into frames: inout ElementFrames) {
        source.resize(to: count)
        frames.resize(to: count)
        let bytes = count * MemoryLayout<Double>.stride
        guard bytes > 0 else { return }
        source.withUnsafeMutableColumns { sourceX, sourceY, sourceWidth, sourceHeight, sourceAlpha in
            frames.withUnsafeMutableColumns { x, y, width, height, alpha in
                memcpy(x.baseAddress!, sourceX.baseAddress!, bytes)
                memcpy(y.baseAddress!, sourceY.baseAddress!, bytes)
                memcpy(width.baseAddress!, sourceWidth.baseAddress!, bytes)
                memcpy(height.baseAddress!, sourceHeight.baseAddress!, bytes)
                memcpy(alpha.baseAddress!, sourceAlpha.baseAddress!, bytes)
            }
        }
    }
}
