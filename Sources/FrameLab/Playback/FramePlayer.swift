import AllocationCounter
import Dispatch
import LabSupport
import ReferenceLayout
import RunRecords
import SwitchLayout

/// Plays a scenario frame by frame on one implementation, as a collection view on a display
/// link would drive it: each tick advances the clock one refresh interval, moves the content
/// offset (fling physics) or the transition progress (timing curve), and asks the layout for
/// the visible elements, plus the tick's extra work (starting a transition and finding its target
/// offset on its first frame, a hit test of the viewport's centre, a snap). Starting a transition
/// prepares the destination, unless the kernel prefetched it when the scenario loaded.
///
/// Only that work is timed, with a monotonic clock, and bracketed by jemalloc's counters. When
/// verifying, a reference layout mirrors every step outside the timed section and each answer is
/// compared with it.
///
/// The mirror's work evicts the caches between frames, so a peer that has nothing to verify
/// (the memcpy bound) still runs it: every implementation but the reference then starts each
/// frame from the same cold caches, and their times compare fairly.
package struct FramePlayer<Kernel: LayoutKernel> {
    /// The scenario to play.
    package let scenario: Scenario
    /// The number of items.
    package let items: Int
    /// The display's refresh rate, in hertz.
    package let refreshRate: Int
    /// The implementation's name in the records.
    package let implementation: String
    /// How the player uses a reference layout that mirrors every step.
    package let verification: FrameVerification
    /// Fills a buffer with every element's frame at the layout's progress: the kernel's own
    /// loop, or a peer of it (the C loop, a memcpy of the same bytes).
    let interpolateAllElements: (Kernel, inout ElementFrames) -> Void
    /// jemalloc's counters; `nil` when jemalloc does not serve this process's allocations
    /// (under AddressSanitizer), where ``frame(at:)`` still works and ``play(repetition:record:)``
    /// refuses, since its allocation counts would read 0.
    private let counter: ThreadAllocationCounter?

    /// A player of `scenario` with `items` items at `refreshRate` hertz; `interpolateAllElements`
    /// does the full-interpolation work (by default the kernel's own).
    package init(
        scenario: Scenario, items: Int, refreshRate: Int, implementation: String, verification: FrameVerification,
        interpolateAllElements: @escaping (Kernel, inout ElementFrames) -> Void = {
            $0.layoutFramesForAllElements(into: &$1)
        }
    ) {
        counter = ThreadAllocationCounter()
        self.scenario = scenario
        self.items = items
        self.refreshRate = refreshRate
        self.implementation = implementation
        self.verification = verification
        self.interpolateAllElements = interpolateAllElements
    }

    /// One refresh interval, in seconds.
    var frameInterval: Double { FrameBudget(refreshRate: refreshRate).seconds }

    /// Plays the scenario once, handing each frame's record to `record` as it is measured.
    /// Throws when jemalloc does not serve this process's allocations.
    package func play(repetition: Int, record: (FrameRecord) throws -> Void) throws {
        guard counter != nil else {
            throw FrameLabError("jemalloc is not this process's allocator: allocations cannot be counted")
        }
        _ = try play(repetition: repetition, snapshotTime: .infinity, record: record)
    }

    /// Plays the scenario once, up to the end of the phase that shows the first frame at or
    /// after `snapshotTime` seconds, which the returned play keeps as its ``Playthrough/snapshot``.
    private func play(
        repetition: Int, snapshotTime: Double, record: (FrameRecord) throws -> Void
    ) throws -> Playthrough {
        var playthrough = try Playthrough(player: self, repetition: repetition)
        playthrough.snapshotTime = snapshotTime
        for phase in scenario.phases where playthrough.snapshot == nil {
            switch phase {
            case let .fling(velocity, duration, snapsToCell, hitTestsCentre):
                try playthrough.fling(
                    ScrollDeceleration(velocity: velocity), duration: duration, snapsToCell: snapsToCell,
                    hitTestsCentre: hitTestsCentre, record: record)
            case let .transition(state, curve, duration, mapping, work):
                try playthrough.transition(
                    to: state, curve: curve, duration: duration, mapping: mapping, work: work, record: record)
            case .touchDown, .present, .drag, .tap, .wait:
                try playthrough.itemTransition(phase, record: record)
            }
        }
        return playthrough
    }

    /// Plays the scenario up to its first frame at or after `time` seconds (the last frame, if
    /// the scenario ends before) and returns what that frame shows.
    package func frame(at time: Double) throws -> FrameSnapshot {
        let playthrough = try play(repetition: 0, snapshotTime: time) { _ in }
        guard let snapshot = playthrough.snapshot ?? playthrough.currentSnapshot() else {
            throw FrameLabError("\(scenario.name) shows no frame")
        }
        return snapshot
    }

    /// When a frame's timed work started: the monotonic clock (nanoseconds) and jemalloc's counters.
    typealias MeasurementStart = (nanoseconds: UInt64, reading: ThreadAllocationCounter.Reading?)

    /// What a frame's timed work cost: wall time (nanoseconds), heap allocations and bytes.
    typealias FrameCost = (nanoseconds: UInt64, allocations: UInt64, bytes: UInt64)

    /// Starts timing a frame's work: the clock and jemalloc's counters now. The work follows as
    /// straight-line code in the phase's `mutating` method, up to ``measured(since:)``. Not a
    /// closure: one that captures the playthrough makes a copy of the kernel (its layouts
    /// retained, its buffers shared) for every call it makes on it, inside the measurement.
    @inline(__always)
    func startMeasurement() -> MeasurementStart {
        let reading = counter?.reading
        return (DispatchTime.now().uptimeNanoseconds, reading)
    }

    /// The wall time (nanoseconds) and the heap allocations and bytes of the work since `start`
    /// (``startMeasurement()``).
    @inline(__always)
    func measured(since start: MeasurementStart) -> FrameCost {
        let end = DispatchTime.now().uptimeNanoseconds
        guard let before = start.reading, let allocated = counter?.reading.since(before) else {
            return (end - start.nanoseconds, 0, 0)
        }
        return (end - start.nanoseconds, allocated.allocations, allocated.bytes)
    }
}
