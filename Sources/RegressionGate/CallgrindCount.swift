import LabCatalog

/// What one kernel workload of the optimized layout cost under callgrind, with its cache
/// simulation at a fixed geometry (``CallgrindCounter/cacheGeometry``): the same for the same
/// code and input on any machine and any load, so the gate can hold each count tight.
package struct CallgrindCount: Hashable, Sendable {
    /// The workload measured.
    package var workload: KernelWorkload
    /// The number of items in the collection.
    package var items: Int
    /// The instructions executed (callgrind's `Ir`).
    package var instructions: UInt64
    /// The data reads and writes that missed the first-level data cache (`D1mr + D1mw`).
    package var l1DataMisses: UInt64
    /// The data reads and writes that missed the last-level cache too, and went to memory
    /// (`DLmr + DLmw`).
    package var lastLevelDataMisses: UInt64
    /// Cycles as iai-callgrind estimates them (Itamar Turner-Trauring's formula): each access
    /// (instruction fetches, data reads and writes) that hits the first level costs 1, one that
    /// hits the last level 5, one that goes to memory 35.
    package var estimatedCycles: UInt64

    /// A workload at an item count: what a count is of, and what the baseline finds it by.
    package struct Subject: Hashable, Sendable, CustomStringConvertible {
        /// The workload.
        package var workload: KernelWorkload
        /// The number of items in the collection.
        package var items: Int

        /// A workload at `items` items.
        package init(_ workload: KernelWorkload, items: Int) {
            self.workload = workload
            self.items = items
        }

        /// `prepare · N = 10000`.
        package var description: String { "\(workload.rawValue) · N = \(items)" }
    }

    /// The workload and item count counted.
    package var subject: Subject { Subject(workload, items: items) }

    /// Creates a count; see the properties.
    package init(
        workload: KernelWorkload, items: Int, instructions: UInt64, l1DataMisses: UInt64, lastLevelDataMisses: UInt64,
        estimatedCycles: UInt64
    ) {
        self.workload = workload
        self.items = items
        self.instructions = instructions
        self.l1DataMisses = l1DataMisses
        self.lastLevelDataMisses = lastLevelDataMisses
        self.estimatedCycles = estimatedCycles
    }

    /// The count of `workload` at `items` from callgrind's event totals, by event name (`Ir`,
    /// `Dr`, `Dw`, `I1mr`, `D1mr`, `D1mw`, `ILmr`, `DLmr`, `DLmw`; a missing one counts 0).
    package init(workload: KernelWorkload, items: Int, events: [String: UInt64]) {
        func total(_ names: String...) -> UInt64 { names.reduce(0) { $0 + (events[$1] ?? 0) } }
        let accesses = total("Ir", "Dr", "Dw")
        let firstLevelMisses = total("I1mr", "D1mr", "D1mw")
        let lastLevelMisses = total("ILmr", "DLmr", "DLmw")
        self.init(
            workload: workload, items: items, instructions: total("Ir"), l1DataMisses: total("D1mr", "D1mw"),
            lastLevelDataMisses: total("DLmr", "DLmw"),
            estimatedCycles: (accesses - firstLevelMisses) + 5 * (firstLevelMisses - lastLevelMisses)
                + 35 * lastLevelMisses)
    }
}
