import LabCatalog
import LabSupport
import SwitchLayout

extension FrameSnapshot {
    /// What the frame of the scenario `reference` (a default scenario's name or a scenario file)
    /// at `time` seconds shows on `implementation`, with `items` items (a single-section
    /// scenario's; its first count when `nil`) at `refreshRate` Hz, as `framelab frame` prints
    /// it. Throws, naming the bad value, for a time that is not a finite number of seconds at
    /// least 0, a scenario that cannot be read, a negative item count or a refresh rate other than
    /// 60 or 120 Hz.
    package init(
        scenario reference: String, implementation: LayoutImplementation, items: Int?, refreshRate: Int,
        at time: Double
    ) throws {
        guard time.isFinite, time >= 0 else {
            throw FrameLabError(
                "--time \(time.compactDescription) is invalid: it must be finite and at least 0 seconds")
        }
        let scenario = try Scenario.resolve(reference)
        let items = items ?? scenario.effectiveItemCounts[0]
        guard items >= 0 else { throw FrameLabError("--items \(items) is invalid: it must be at least 0") }
        guard LabWorker.refreshRates.contains(refreshRate) else {
            throw FrameLabError("--refresh-rate \(refreshRate) is invalid: it must be 60 or 120")
        }
        func snapshot<Kernel: LayoutKernel>(_: Kernel.Type) throws -> FrameSnapshot {
            try FramePlayer<Kernel>(
                scenario: scenario, items: items, refreshRate: refreshRate, implementation: implementation.rawValue,
                verification: .none
            ).frame(at: time)
        }
        self = try snapshot(implementation.kernelType)
    }

    /// The frame's index, time and content offset, as one line for people:
    /// `frame 15 at 0.25 s, content offset (0, 1200)`.
    package var position: String {
        "frame \(frame) at \(time.compactDescription) s, content offset "
            + "(\(contentOffset.x.compactDescription), \(contentOffset.y.compactDescription))"
    }
}
