import LayoutDriver
import SIMDLayout
import SwitchLayout
import Testing

/// Calls UIKit should not make, answered with the kernels' errors.
@Suite("The collection-view driver's bad input")
struct DriverBadInputTests {
    func driver() throws -> CollectionViewLayoutDriver<SIMDOptimizedLayout> {
        let (list, grid) = displaySwitcherSpecs()
        return try CollectionViewLayoutDriver(list: list, grid: grid)
    }

    @Test("A progress outside [0, 1] extrapolates, as the kernels do; a non-finite one is refused")
    func progress() throws {
        var driver = try driver()
        try driver.startTransition(to: .grid, contentOffset: .zero)
        try driver.setTransitionProgress(1.2)
        try driver.setTransitionProgress(-0.1)
        #expect(driver.transitionProgress == -0.1)
        for value in [Double.nan, .infinity] {
            #expect(throws: LayoutError.self) { try driver.setTransitionProgress(value) }
        }
        #expect(driver.transitionProgress == -0.1)
    }

    @Test("A progress, a finish, a cancel or a tick without a switch: no transition is in progress")
    func withoutSwitch() throws {
        var driver = try driver()
        #expect(throws: LayoutError.noTransitionInProgress) { try driver.setTransitionProgress(0.5) }
        #expect(throws: LayoutError.noTransitionInProgress) { try driver.finishTransition() }
        #expect(throws: LayoutError.noTransitionInProgress) { try driver.cancelTransition() }
        #expect(throws: LayoutError.noTransitionInProgress) {
            try driver.advanceTransition(curve: .linear, duration: 0.3, elapsed: 0)
        }
        #expect(driver.transitionContentOffset == nil && driver.state == .list)
    }

    @Test("A second start mid-switch is refused, the first going on; a bad animation is the curve's error")
    func secondStart() throws {
        var driver = try driver()
        try driver.startTransition(to: .grid, contentOffset: Point(x: 0, y: 800))
        try driver.setTransitionProgress(0.5)
        let running = driver.runningSwitch
        #expect(throws: LayoutError.transitionInProgress) {
            try driver.startTransition(to: .list, contentOffset: .zero)
        }
        #expect(driver.runningSwitch == running && driver.transitionProgress == 0.5)
        #expect(
            throws: LayoutError.invalidParameter(name: "duration", value: 0, requirement: "positive and finite")
        ) { try driver.advanceTransition(curve: .linear, duration: 0, elapsed: 0) }
        #expect(
            LayoutError.transitionInProgress.description
                == "a transition is in progress: finish or cancel it before starting another")
    }

    @Test(
        "Bounds of zero size (before the collection view is laid out): the kernel's answer, or its error with the layout kept"
    )
    func zeroBounds() throws {
        let (list, grid) = displaySwitcherSpecs()
        for size in [Size(width: 0, height: 844), Size(width: 390, height: 0), Size.zero] {
            var driver = try CollectionViewLayoutDriver<SIMDOptimizedLayout>(list: list, grid: grid)
            let before = driver.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
            var resized = list
            resized.boundsSize = size
            let kernel = Result { () throws(LayoutError) in try SIMDOptimizedLayout(resized) }
            switch kernel {
            case .success(let kernel):
                try driver.prepare(forBoundsSize: size)
                #expect(driver.boundsSize == size)
                #expect(driver.collectionViewContentSize == kernel.collectionViewContentSize)
            case .failure(let error):
                // The kernel refuses the size: the driver says the same and keeps its layout.
                #expect(throws: error) { try driver.prepare(forBoundsSize: size) }
                #expect(driver.boundsSize == Size(width: 390, height: 844))
                #expect(driver.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844)) == before)
            }
        }
    }
}
