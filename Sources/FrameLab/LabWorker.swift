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
    /// Whether the kernel is measured as a ``SlowedKernel``, to prove that the regression gate
    /// catches a slower kernel; the full-interpolation peers (`c`, `memcpy`) are never slowed.
    public var slowsKernel: Bool
    /// The refresh rates to play at, in hertz.
    public static let refreshRates = [60, 120]

    /// Creates a worker's job; see the properties.
    public init(
        scenario: Scenario, implementation: LabImplementation, items: Int, repetitions: Int, warmUps: Int,
        slowsKernel: Bool = false
    ) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.repetitions = repetitions
        self.warmUps = warmUps
        self.slowsKernel = slowsKernel
    }

    /// Plays the job, sending every measured frame's record; returns how many it sent.
    public func run(send: ([FrameRecord]) throws -> Void) throws -> Int {
        switch implementation {
        case .reference:
            return try run(kernel: ReferenceLayout.self, send: send)
        case .optimized:
            return try run(kernel: SIMDOptimizedLayout.self, send: send)
        case .scalar:
            return try run(kernel: ScalarOptimizedLayout.self, send: send)
        case .c:
            return try run(CPeerLayout<SIMDOptimizedLayout>.self, send: send)
        case .memcpy:
            let copy = MemoryCopy()
            return try run(SIMDOptimizedLayout.self, send: send) { layout, frames in
                copy.copy(count: layout.elementCount, into: &frames)
            }
        }
    }

    /// Plays `Kernel`, or `Kernel` slowed when ``slowsKernel``.
    private func run<Kernel: LayoutKernel>(kernel: Kernel.Type, send: ([FrameRecord]) throws -> Void) throws -> Int {
        slowsKernel ? try run(SlowedKernel<Kernel>.self, send: send) : try run(Kernel.self, send: send)
    }

    private func run<Kernel: LayoutKernel>(
        _: Kernel.Type, send: ([FrameRecord]) throws -> Void,
        interpolateAllElements: @escaping (Kernel, inout ElementFrames) -> Void = {
            $0.layoutFramesForAllElements(into: &$1)
        }
    ) throws -> Int {
        var sent = 0
        for refreshRate in Self.refreshRates {
            let player = try FramePlayer<Kernel>(
                scenario: scenario, items: items, refreshRate: refreshRate, implementation: implementation.rawValue,
                verification: implementation.verification, interpolateAllElements: interpolateAllElements)
            for _ in 0..<warmUps {
                try player.play(repetition: -1) { _ in }
            }
            for repetition in 0..<repetitions {
                var records: [FrameRecord] = []
                try player.play(repetition: repetition) { records.append($0) }
                try send(records)
                sent += records.count
            }
        }
        return sent
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
