import Foundation
import RunRecords

extension FrameRecord {
    /// A frame of `workMilliseconds` of work at `refreshRate` Hz, with a budget of one refresh
    /// interval, compared with a reference mirror unless it is the reference's own; the other
    /// fields are unremarkable unless given.
    package static func fixture(
        scenario: String = "list-scroll", implementation: String = "optimized", items: Int = 100_000,
        refreshRate: Int = 60, repetition: Int = 0, frame: Int = 0, workMilliseconds: Double,
        allocationCount: UInt64 = 0, allocatedBytes: UInt64 = 0, maximumAbsoluteError: Double = 0,
        setMismatches: Int = 0, outputBytes: Int = 0, changesLayout: Bool = false
    ) -> FrameRecord {
        FrameRecord(
            scenario: scenario, implementation: implementation, items: items, refreshRate: refreshRate,
            repetition: repetition, frame: frame, progress: 0, offsetX: 0, offsetY: 0, visible: 11,
            workNanoseconds: UInt64((workMilliseconds * 1e6).rounded()),
            budgetNanoseconds: UInt64((1e9 / Double(refreshRate)).rounded()), allocationCount: allocationCount,
            allocatedBytes: allocatedBytes, maximumAbsoluteError: maximumAbsoluteError, setMismatches: setMismatches,
            outputBytes: outputBytes, changesLayout: changesLayout,
            verification: implementation == "reference" ? .none : .compare)
    }
}

extension [FrameRecord] {
    /// One frame per element of `workMilliseconds`, numbered from 0.
    package static func fixtures(
        scenario: String = "list-scroll", implementation: String = "optimized", items: Int = 100_000,
        refreshRate: Int = 60, repetition: Int = 0, workMilliseconds: [Double], outputBytes: Int = 0
    ) -> [FrameRecord] {
        workMilliseconds.enumerated().map { frame, work in
            FrameRecord.fixture(
                scenario: scenario, implementation: implementation, items: items, refreshRate: refreshRate,
                repetition: repetition, frame: frame, workMilliseconds: work, outputBytes: outputBytes)
        }
    }
}
