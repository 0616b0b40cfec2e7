import CachedLayout
import LayoutDriver
import PropertyBased
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

/// The calls UIKit makes on a collection view's layouts, played on the driver over each kernel,
/// every frame checked against the reference at the same progress.
@Suite("The collection-view driver through UIKit's calls")
struct UIKitCallSequenceTests {
    static let kernels: [any LayoutKernel.Type] = [
        SIMDOptimizedLayout.self, ScalarOptimizedLayout.self, CachedLayout.self,
    ]

    @Test("Scrolling, then an interactive switch to the grid that finishes", arguments: 0..<3)
    func finishedSwitch(kernel: Int) throws {
        try Self.finishedSwitch(Self.kernels[kernel])
    }

    static func finishedSwitch<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        let (list, grid) = displaySwitcherSpecs()
        var replay = try DriverReplay<Kernel>(list: list, grid: grid)
        try replay.driver.prepare(forBoundsSize: replay.driver.boundsSize)  // UIKit's first prepare(): nothing new
        for y in stride(from: 0.0, through: 60_000, by: 7_500) {
            // Scrolling moves the bounds, which re-lays out nothing.
            #expect(!replay.driver.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: y, width: 390, height: 844)))
            replay.expectFrame(at: Point(x: 0, y: y))
        }
        let start = Point(x: 0, y: 41_000)
        try replay.startTransition(to: .grid, at: start)
        for progress in [0, 0.1, 0.45, 0.8, 1] {
            try replay.show(progress: progress)
        }
        let target = try replay.driver.finishTransition()
        replay.reference.finishTransition()
        #expect(replay.driver.state == .grid && replay.driver.runningSwitch == nil)
        #expect(
            DriverReplay<Kernel>.isClose(
                target,
                replay.driver.kernel.targetContentOffset(
                    forProposedContentOffset: target, viewportSize: replay.driver.boundsSize, mapping: .anchored)))
        replay.expectFrame(at: target)
    }

    @Test("An interactive switch the user lets go of early is cancelled, back where it started", arguments: 0..<3)
    func cancelledSwitch(kernel: Int) throws {
        try Self.cancelledSwitch(Self.kernels[kernel])
    }

    static func cancelledSwitch<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        let (list, grid) = displaySwitcherSpecs()
        var replay = try DriverReplay<Kernel>(list: list, grid: grid, showing: .grid)
        let start = Point(x: 0, y: 9_000)
        try replay.startTransition(to: .list, at: start)
        for progress in [0.3, 0.6, 0.2, 0] {
            try replay.show(progress: progress)
        }
        let restored = try replay.driver.cancelTransition()
        replay.reference.cancelTransition()
        #expect(replay.driver.state == .grid && replay.driver.runningSwitch == nil)
        #expect(restored == start)
        replay.expectFrame(at: restored)
    }

    @Test(
        "A rotation mid-switch prepares both layouts at the new size and goes on at the same progress", arguments: 0..<3
    )
    func rotationMidSwitch(kernel: Int) throws {
        try Self.rotationMidSwitch(Self.kernels[kernel])
    }

    static func rotationMidSwitch<Kernel: LayoutKernel>(_: Kernel.Type) throws {
        let (list, grid) = displaySwitcherSpecs()
        var replay = try DriverReplay<Kernel>(list: list, grid: grid)
        let start = Point(x: 0, y: 20_000)
        try replay.startTransition(to: .grid, at: start)
        try replay.show(progress: 0.4)
        let landscape = Size(width: 844, height: 390)
        #expect(replay.driver.shouldInvalidateLayout(forBoundsChange: Rect(origin: start, size: landscape)))
        try replay.driver.prepare(forBoundsSize: landscape)
        // The reference, as it would be had the switch started in landscape.
        replay.reference = try ReferenceLayout(replay.spec(.list, size: landscape))
        try replay.reference.startTransition(to: replay.spec(.grid, size: landscape))
        try replay.reference.setTransitionProgress(0.4)
        #expect(replay.driver.boundsSize == landscape && replay.driver.transitionProgress == 0.4)
        replay.expectTarget(from: start)
        replay.expectFrame(at: try #require(replay.driver.transitionContentOffset))
        try replay.show(progress: 0.9)
        let target = try replay.driver.finishTransition()
        replay.reference.finishTransition()
        replay.expectFrame(at: target)
    }

    @Test("An animated switch: a display link's ticks on an ease-in-out curve, then a spring that overshoots")
    func animatedSwitch() throws {
        let (list, grid) = displaySwitcherSpecs()
        var replay = try DriverReplay<SIMDOptimizedLayout>(list: list, grid: grid)
        for (curve, destination) in [
            (TimingCurve.easeInOut, LayoutState.grid), (.spring(Spring(dampingRatio: 0.6, response: 0.3)), .list),
        ] {
            let start = Point(x: 0, y: 12_000)
            try replay.startTransition(to: destination, at: start)
            let target = try #require(replay.driver.runningSwitch?.targetContentOffset)
            var elapsed = 0.0
            var overshot = false
            while replay.driver.runningSwitch != nil {
                let progress = curve.progress(atElapsed: elapsed, duration: 0.3)
                overshot = overshot || progress > 1
                let offset = try replay.driver.advanceTransition(curve: curve, duration: 0.3, elapsed: elapsed)
                if replay.driver.runningSwitch == nil {
                    replay.reference.finishTransition()
                    #expect(offset == target)
                } else {
                    try replay.reference.setTransitionProgress(progress)
                }
                replay.expectFrame(at: offset)
                elapsed += 1.0 / 60
            }
            #expect(replay.driver.state == destination)
            #expect(overshot == (curve != .easeInOut))
        }
    }

    @Test("Random transitions in both directions: every frame of a switch is the reference's", .timeLimit(.minutes(5)))
    func randomTransitions() async {
        await propertyCheck(count: 60, input: Gen.transitionCase) { transition in
            let (list, grid) =
                transition.current.state == .list
                ? (transition.current, transition.next) : (transition.next, transition.current)
            var replay = try DriverReplay<SIMDOptimizedLayout>(
                list: list, grid: grid, showing: transition.current.state)
            for (indexPath, appearance) in transition.appearances {
                try replay.driver.setAppearance(appearance, forItemAt: indexPath)
                try replay.reference.setAppearance(appearance, forItemAt: indexPath)
            }
            let start = Point(x: 0, y: 0)
            try replay.startTransition(to: transition.next.state, at: start)
            for progress in [0, transition.progress, 1] {
                try replay.show(progress: progress)
            }
            let target = try replay.driver.finishTransition()
            replay.reference.finishTransition()
            replay.expectFrame(at: target)
        }
    }

    @Test("The items' appearances survive a rotation")
    func appearancesAcrossRotation() throws {
        let (list, grid) = displaySwitcherSpecs()
        var replay = try DriverReplay<SIMDOptimizedLayout>(list: list, grid: grid)
        let card = ItemAppearance(alpha: 1, transform: 1.2, cornerRadius: 16, zIndex: 1)
        let item = IndexPath(item: 4, section: 0)
        try replay.driver.setAppearance(card, forItemAt: item)
        try replay.driver.prepare(forBoundsSize: Size(width: 844, height: 390))
        replay.reference = try ReferenceLayout(replay.spec(.list, size: Size(width: 844, height: 390)))
        try replay.reference.setAppearance(card, forItemAt: item)
        #expect(replay.driver.layoutAttributesForItem(at: item)?.appearance == card)
        replay.expectFrame(at: .zero)
        try replay.driver.setAppearance(nil, forItemAt: item)
        #expect(replay.driver.appearances.isEmpty)
    }
}
