/// What a worker measured on one frame of one scenario: one row of `frames.csv`.
package struct FrameRecord: Codable, Hashable, Sendable {
    /// The scenario's name.
    package var scenario: String
    /// The implementation that did the frame's work (`reference`, `optimized`, `scalar`, and
    /// for `full-interpolation` also `c` and `memcpy`).
    package var implementation: String
    /// The number of items in the collection.
    package var items: Int
    /// The display's refresh rate, in hertz (60 or 120).
    package var refreshRate: Int
    /// Which run of the scenario this frame belongs to, from 0 (warm-up runs are not recorded).
    package var repetition: Int
    /// The frame's index within its run, from 0.
    package var frame: Int
    /// The transition progress shown on the frame (0 while scrolling).
    package var progress: Double
    /// The content offset shown on the frame, in points.
    package var offsetX: Double
    /// The content offset shown on the frame, in points.
    package var offsetY: Double
    /// The number of elements the frame's query returned (all elements for full interpolation).
    package var visible: Int
    /// The wall time of the frame's work, in nanoseconds from a monotonic clock.
    package var workNanoseconds: UInt64
    /// The frame's budget, one refresh interval, in nanoseconds.
    package var budgetNanoseconds: UInt64
    /// Heap allocations during the frame's work.
    package var allocationCount: UInt64
    /// Heap bytes allocated during the frame's work.
    package var allocatedBytes: UInt64
    /// The largest difference from the reference's answer for the same frame, in points (0
    /// when the frame was not compared).
    package var maximumAbsoluteError: Double
    /// Elements the implementation returned and the reference did not, or the reverse.
    package var setMismatches: Int
    /// Bytes the frame wrote to its output buffer (full interpolation), 0 for other work; `nil`
    /// when not known: a record read back from `frames.csv`, which does not hold it.
    package var outputBytes: Int?
    /// Whether the frame started, finished or cancelled a transition (work that prepares a
    /// layout), or started an item transition (a touch, a tap, a drag, a carousel's change of
    /// state): the frames a user triggers. The other frames are the steady state, which must not
    /// allocate.
    package var changesLayout: Bool
    /// Whether a reference mirror ran beside the frame, and whether its answers were compared:
    /// none for the reference itself or a worker timed without the mirror (the regression
    /// gate's timing run), the mirror alone for the bandwidth bound. Workers send it;
    /// `frames.csv` does not hold it.
    package var verification: FrameVerification

    /// Whether the frame's answers were compared with the reference mirror's.
    package var isComparedWithReference: Bool { verification == .compare }

    /// Whether the frame's work took longer than its budget.
    package var isOverBudget: Bool { workNanoseconds > budgetNanoseconds }

    /// Creates a record; see the properties for units.
    package init(
        scenario: String, implementation: String, items: Int, refreshRate: Int, repetition: Int, frame: Int,
        progress: Double, offsetX: Double, offsetY: Double, visible: Int, workNanoseconds: UInt64,
        budgetNanoseconds: UInt64, allocationCount: UInt64, allocatedBytes: UInt64, maximumAbsoluteError: Double,
        setMismatches: Int, outputBytes: Int?, changesLayout: Bool, verification: FrameVerification = .compare
    ) {
        self.scenario = scenario
        self.implementation = implementation
        self.items = items
        self.refreshRate = refreshRate
        self.repetition = repetition
        self.frame = frame
        self.progress = progress
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.visible = visible
        self.workNanoseconds = workNanoseconds
        self.budgetNanoseconds = budgetNanoseconds
        self.allocationCount = allocationCount
        self.allocatedBytes = allocatedBytes
        self.maximumAbsoluteError = maximumAbsoluteError
        self.setMismatches = setMismatches
        self.outputBytes = outputBytes
        self.changesLayout = changesLayout
        self.verification = verification
    }
}
