import Foundation
import FrameLab
import RunRecords
import SwitchLayout
import TestSupport
import Testing

@Suite("Memory estimates")
struct MemoryEstimateTests {
    @Test("Every default scenario's worker needs under 2 GB, up to a million items")
    func defaultScenariosFit() {
        for scenario in Scenario.defaults {
            for items in scenario.effectiveItemCounts {
                for implementation in LabImplementation.allCases {
                    let estimate = MemoryEstimate.worker(playing: scenario, items: items, on: implementation)
                    #expect(estimate.bytes < 2e9, "\(scenario.name) at \(items) on \(implementation)")
                }
            }
        }
    }

    @Test("The reference needs more than the closed form, and more in a transition than at rest")
    func queryOrdering() throws {
        let layout = try description(layoutJSON(["sections": #"[{"items": 1000000}]"#]))
        func bytes(_ storage: LayoutStorage, _ phase: LayoutPhase, printing: Bool = false) -> Double {
            MemoryEstimate.query(of: layout, storage: storage, at: phase, printsEveryElement: printing).bytes
        }
        let transition = LayoutPhase.transition(from: .list, to: .grid, progress: 0.5)
        // A transition adds the second layout's one section, nothing per item.
        #expect(bytes(.closedForm, transition) - bytes(.closedForm, .rest(.list)) == 100)
        #expect(bytes(.closedForm, .rest(.list)) < bytes(.attributesObjects, .rest(.list)))
        #expect(bytes(.closedForm, transition) < bytes(.frameTables, transition))
        #expect(bytes(.frameTables, transition) < bytes(.attributesObjects, transition))
        #expect(bytes(.attributesObjects, .rest(.list)) < bytes(.attributesObjects, transition))
        #expect(bytes(.attributesObjects, .rest(.list)) < bytes(.attributesObjects, .rest(.list), printing: true))
    }

    @Test("Work above the limit is refused with one line giving both in GB")
    func refusal() throws {
        let layout = try description(layoutJSON(["sections": #"[{"items": 1000000}]"#]))
        let estimate = MemoryEstimate.query(
            of: layout, storage: .attributesObjects, at: .rest(.list), printsEveryElement: false)
        try estimate.requireFits("layout.json", in: MemoryLimit(bytes: 1_000_000_000))
        #expect {
            try estimate.requireFits("layout.json", in: MemoryLimit(bytes: 100_000_000))
        } throws: { error in
            "\(error)"
                == "layout.json would need about 0.262 GB of memory, more than the 0.100 GB of memory this machine has"
        }
        #expect {
            try estimate.requireFits("layout.json", in: MemoryLimit(bytes: 100_000_000, isControlGroupLimit: true))
        } throws: { error in
            "\(error)".hasSuffix("more than the 0.100 GB its control group may use")
        }
    }
}
