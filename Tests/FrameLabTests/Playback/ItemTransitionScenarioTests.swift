import AllocationCounter
import CachedLayout
import Foundation
import FrameLab
import ItemTransitions
import ReferenceLayout
import RunRecords
import SIMDLayout
import StrictJSON
import SwitchLayout
import TestSupport
import Testing

/// The item-transition scenarios, played frame by frame on every implementation the lab has and
/// verified against the reference mirror, and what their frames show.
@Suite("Item-transition scenarios")
struct ItemTransitionScenarioTests {
    static let names = ["card-present-dismiss", "carousel-select"]
    static let items = 20_000

    /// Every frame of `name` on `Kernel` at both refresh rates.
    static func records<Kernel: LayoutKernel>(_: Kernel.Type, _ name: String) throws -> [FrameRecord] {
        let scenario = try #require(Scenario.named(name))
        var records: [FrameRecord] = []
        for refreshRate in [60, 120] {
            func player(_ verification: FrameVerification) -> FramePlayer<Kernel> {
                FramePlayer<Kernel>(
                    scenario: scenario, items: items, refreshRate: refreshRate, implementation: "candidate",
                    verification: verification)
            }
            // A warm-up first, as in the lab: the runtime instantiates generic metadata once.
            try player(.none).play(repetition: -1) { _ in }
            try player(.compare).play(repetition: 0) { records.append($0) }
        }
        return records
    }

    static func expectVerified(_ records: [FrameRecord], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(records.count > 100, sourceLocation: sourceLocation)
        #expect(records.allSatisfy { $0.setMismatches == 0 }, sourceLocation: sourceLocation)
        let worst = records.map(\.maximumAbsoluteError).max() ?? 0
        #expect(worst <= Agreement.frameTolerance, "max error \(worst)", sourceLocation: sourceLocation)
    }

    @Test(
        .disabled(
            if: AddressSanitizer.isActive,
            "the frame player counts allocations with jemalloc, which AddressSanitizer replaces"),
        arguments: names)
    func everyImplementationAgreesFrameByFrame(name: String) throws {
        Self.expectVerified(try Self.records(SIMDOptimizedLayout.self, name))
        Self.expectVerified(try Self.records(ScalarOptimizedLayout.self, name))
        Self.expectVerified(try Self.records(CPeerLayout<SIMDOptimizedLayout>.self, name))
        Self.expectVerified(try Self.records(CachedLayout.self, name))
    }

    /// Item transitions allocate nothing, except once when a kernel's first cell gets an
    /// appearance of its own (a frame that starts an animation).
    @Test(
        .disabled(
            if: AddressSanitizer.isActive,
            "the frame player counts allocations with jemalloc, which AddressSanitizer replaces"),
        .optimizedBuildOnly,
        arguments: names)
    func optimizedFramesAllocateOnlyWhenAnAnimationStarts(name: String) throws {
        let records = try Self.records(SIMDOptimizedLayout.self, name)
        let allocating = records.filter { $0.allocationCount > ($0.changesLayout ? 1 : 0) }
        #expect(allocating.isEmpty, "frames that allocate: \(allocating.map(\.frame))")
    }

    /// Snapshots of `name` every 50 ms on the optimized kernel.
    static func snapshots(_ name: String) throws -> [FrameSnapshot] {
        let scenario = try #require(Scenario.named(name))
        let player = FramePlayer<SIMDOptimizedLayout>(
            scenario: scenario, items: items, refreshRate: 60, implementation: "optimized", verification: .none)
        return try stride(from: 0.0, through: 3.2, by: 0.05).map { try player.frame(at: $0) }
    }

    /// The layout's own attributes of the cell at `indexPath`, at rest.
    static func restingFrame(_ name: String, _ indexPath: SwitchLayout.IndexPath) throws -> Rect {
        let scenario = try #require(Scenario.named(name))
        let layout = try ReferenceLayout(scenario.spec(for: .list, items: items))
        return try #require(layout.layoutAttributesForItem(at: indexPath)).frame
    }

    @Test(arguments: names)
    func neighboursNeverMove(name: String) throws {
        var animatedEver: Set<SwitchLayout.IndexPath> = []
        for snapshot in try Self.snapshots(name) {
            var animated: Set<SwitchLayout.IndexPath> = []
            for cell in snapshot.attributes where cell.elementKind == .cell {
                #expect(cell.frame == (try Self.restingFrame(name, cell.indexPath)))
                if cell.appearance != .identity { animated.insert(cell.indexPath) }
            }
            // The card, or a card expanding while another collapses: at most two cells at once.
            #expect(animated.count <= 2, "at \(snapshot.time) s: \(animated)")
            animatedEver.formUnion(animated)
        }
        #expect(!animatedEver.isEmpty)
    }

    @Test func theSelectedCardIsTheCentreHit() throws {
        let scenario = try #require(Scenario.named("carousel-select"))
        let spec = try scenario.spec(for: .list, items: Self.items)
        let layout = try ReferenceLayout(spec)
        let snapshots = try Self.snapshots("carousel-select")
        let last = try #require(snapshots.last)
        let centre = Point(
            x: last.contentOffset.x + scenario.viewportSize.width / 2,
            y: last.contentOffset.y + scenario.viewportSize.height / 2)
        let expanded = last.attributes.filter { $0.contentSize == CarouselCentreCell.expandedCardSize }
        #expect(expanded.map(\.indexPath) == [try #require(layout.indexPathForItem(at: centre))])
        #expect(last.overlays.map(\.name) == [CarouselCentreCell.selectionFrameName])
        #expect(last.overlays.first?.alpha == 1 && last.overlays.first?.transform == 1)
        // Mid-fling the selection frame is out and every card collapsed.
        let flinging = snapshots[10]
        #expect(flinging.overlays.first?.alpha == 0 && flinging.overlays.first?.transform == 1.5)
        #expect(flinging.attributes.allSatisfy { $0.contentSize == nil })
    }

    @Test func theCardIsPresentedThenDismissedIntoItsCell() throws {
        let snapshots = try Self.snapshots("card-present-dismiss")
        let presented = snapshots.filter { $0.overlays.first?.frame.size == Size(width: 375, height: 812) }
        #expect(!presented.isEmpty)
        for snapshot in presented {
            #expect(snapshot.attributes.contains { $0.alpha == 0 }, "the source cell is hidden")
        }
        let last = try #require(snapshots.last)
        #expect(last.overlays.isEmpty && last.attributes.allSatisfy { $0.appearance == .identity })
    }

    @Test func badPhasesAreRefusedNamingTheField() {
        func scenario(_ phases: String, selectsCentreCell: Bool = false) throws {
            _ = try Scenario(
                json: Data(
                    """
                    {"name": "x", "layout": {"boundsSize": {"width": 375, "height": 812}, "sections": [{"items": 10}],
                     "list": {"cellHeight": 80}, "grid": {"columns": 2, "cellHeight": 80}},
                     "selectsCentreCell": \(selectsCentreCell), "start": {"state": "list"}, "phases": [\(phases)]}
                    """.utf8))
        }
        let cases: [(phases: String, fragment: String)] = [
            (#"{"drag": {"distance": -1, "duration": 0.3}}"#, "phases[0].drag.distance"),
            (#"{"drag": {"distance": 60, "duration": -0.3}}"#, "phases[0].drag.duration"),
            (#"{"touchDown": {"duration": 0}}"#, "phases[0].touchDown.duration"),
            (#"{"present": {"card": 3}}"#, "card"),
            (#"{"wait": {"duration": 1e9}}"#, "phases[0].wait.duration"),
            (#"{"tap": {"cellOffset": 1.5}}"#, "phases[0].tap.cellOffset"),
            (#"{"tap": {"cellOffset": 1}}"#, "selectsCentreCell"),
        ]
        for (phases, fragment) in cases {
            let error = #expect(throws: JSONDescriptionError.self) {
                try scenario(phases, selectsCentreCell: phases.contains("1.5"))
            }
            #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "") names \(fragment)")
        }
    }
}
