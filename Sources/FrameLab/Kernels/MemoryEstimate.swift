import LabSupport
import RunRecords
import SwitchLayout

/// The memory a piece of the lab's work would need, estimated before anything is allocated
/// from what each implementation keeps per layout element (``LayoutStorage``), so that work too
/// big for the machine is refused with a message instead of being killed by the system halfway.
///
/// The constants, here and in ``LayoutStorage``, are bytes for the process and per element, item
/// or section: the size of what is stored where that is fixed, else rounded up from peak resident
/// memory (a release build, at 1 and 4 million items), so that every estimate errs high, above what
/// the commands and every kind of worker need.
package struct MemoryEstimate: Hashable, Sendable {
    /// The estimate, in bytes.
    package var bytes: Double

    /// An estimate of `bytes` bytes.
    package init(bytes: Double) {
        self.bytes = bytes
    }

    /// The process before any layout: the Swift runtime, Foundation and the command itself, in
    /// bytes, rounded up.
    static let processBytes = 32e6
    /// An attributes value and its CSV record, built in memory before a command prints them, in
    /// bytes per element, rounded up.
    static let printedElementBytes = 300.0
    /// A full-interpolation buffer (`ElementFrames`: x, y, width, height and alpha columns of
    /// Doubles), in bytes per element.
    static let frameBufferBytes = 40.0
    /// Self-sizing row heights: 8 bytes in each spec that holds them, and the rows the kernels
    /// size from them, in bytes per item, rounded up.
    static let itemHeightBytes = 60.0

    /// A layout command's query of `layout` (`attributes`, `content-offset`, `hit-test`): a
    /// kernel of `storage` holding one prepared layout at rest, or both layouts and one
    /// interpolated frame during a transition, and every element's attributes printed as CSV
    /// when `printsEveryElement`.
    package static func query(
        of layout: LayoutDescription, storage: LayoutStorage, at phase: LayoutPhase, printsEveryElement: Bool
    ) -> MemoryEstimate {
        let spec = layout.spec(for: .list)
        let elements = elementCount(items: spec.itemCount, sections: spec.sections.count)
        let layouts: Double = if case .rest = phase { 1 } else { 2 }
        let kernel =
            switch phase {
            case .rest: storage.bytesPerElement
            case .transition:
                2 * storage.bytesPerElement + storage.bytesPerInterpolatedElement + storage.bytesPerTransitionElement
            }
        let sections = layouts * Double(spec.sections.count) * storage.bytesPerSection
        return MemoryEstimate(
            bytes: processBytes + sections + elements * (kernel + (printsEveryElement ? printedElementBytes : 0)))
    }

    /// A worker playing `scenario` with `items` items on `implementation`: its kernel, with
    /// both layouts during a transition and two interpolated frames at once (the one shown and
    /// the next); the reference mirror that verifies it, the same again; the buffers of full
    /// interpolation; and the seeded row heights.
    package static func worker(playing scenario: Scenario, items: Int, on implementation: LabImplementation)
        -> MemoryEstimate
    {
        let transitions = scenario.phases.compactMap { phase -> TransitionWork? in
            guard case let .transition(_, _, _, _, work) = phase else { return nil }
            return work
        }
        func playing(_ storage: LayoutStorage) -> Double {
            transitions.isEmpty
                ? storage.bytesPerElement
                : 2 * (storage.bytesPerElement + storage.bytesPerInterpolatedElement)
                    + storage.bytesPerTransitionElement
        }
        let hasMirror = implementation.verification != .none
        var perElement = playing(implementation.storage) + (hasMirror ? playing(.attributesObjects) : 0)
        if transitions.contains(.allElements) {
            let buffers = 1 + (hasMirror ? 1 : 0) + (implementation == .memcpy ? 1 : 0)
            perElement += Double(buffers) * frameBufferBytes
        }
        let sections = scenario.layout.spec(for: .list).sections.count
        let sectionBytes = 2 * Double(sections) * implementation.storage.bytesPerSection
        let heights = scenario.itemHeights == nil ? 0 : Double(items) * itemHeightBytes
        return MemoryEstimate(
            bytes: processBytes + sectionBytes + elementCount(items: items, sections: sections) * perElement + heights)
    }

    /// The most elements a layout of `items` items in `sections` sections has: every item, and
    /// a header and a footer per section.
    private static func elementCount(items: Int, sections: Int) -> Double {
        Double(items) + 2 * Double(sections)
    }

    /// Throws when the estimate is above `limit`, with a message that begins with `subject`
    /// (`big.json: 1000000000000 items in the reference layout at rest`) and gives both in GB.
    package func requireFits(_ subject: String, in limit: MemoryLimit = .current) throws(FrameLabError) {
        guard bytes > Double(limit.bytes) else { return }
        let gigabytes = (bytes / 1e9).description(significantDigits: 3)
        throw FrameLabError("\(subject) would need about \(gigabytes) GB of memory, more than \(limit)")
    }
}
