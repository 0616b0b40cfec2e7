import Foundation
import PropertyBased
import SwitchLayout
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
    @Test func linearClampsAndFinishesOnTheFirstFrameAtTheDuration() {
        let curve = TimingCurve.linear
        #expect(curve.progress(atElapsed: -0.1, duration: 0.3) == 0)
        #expect(curve.progress(atElapsed: 0.15, duration: 0.3) == 0.5)
        #expect(curve.progress(atElapsed: 0.3, duration: 0.3) == 1)
        #expect(curve.progress(atElapsed: 0.31, duration: 0.3) == 1)
        #expect(curve.completionTime(duration: 0.3) == 0.3)
    }

    @Test func easeInOutIsCoreAnimationsCurve() {
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(atElapsed: 0, duration: 1) == 0)
        #expect(abs(curve.progress(atElapsed: 0.5, duration: 1) - 0.5) < 1e-9)
        #expect(curve.progress(atElapsed: 1, duration: 1) == 1)
        // Slow at both ends: below the diagonal in the first half, symmetric about (0.5, 0.5).
        for step in 1..<50 {
            let time = Double(step) / 100
            let early = curve.progress(atElapsed: time, duration: 1)
            let late = curve.progress(atElapsed: 1 - time, duration: 1)
            #expect(early < time)
            #expect(abs(early + late - 1) < 1e-9)
        }
        // B(s) for (0.42, 0, 0.58, 1) at s = 0.25: x = 0.274375, y = 0.15625.
        #expect(abs(CubicBezier.easeInOut.value(at: 0.274375) - 0.15625) < 1e-9)
    }

    @Test func springsOvershootAndComeToRestAtOne() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...3), Gen.double(in: 0.1...2)) {
            dampingRatio, response in
            let spring = Spring(dampingRatio: dampingRatio, response: response)
            let curve = TimingCurve.spring(spring)
            let rest = curve.completionTime(duration: 0.3)
            #expect(rest > 0 && rest.isFinite)
            #expect(curve.progress(atElapsed: 0, duration: 0.3) == 0)
            #expect(curve.progress(atElapsed: rest, duration: 0.3) == 1)
            // From the settling time on, the oscillator itself stays within the threshold of 1.
            for step in 0..<100 {
                let time = rest + Double(step) * response / 20
                #expect(abs(spring.value(at: time) - 1) <= Spring.restThreshold + 1e-12)
            }
            let peak = stride(from: 0, to: rest, by: rest / 500).map(spring.value(at:)).max() ?? 0
            if dampingRatio < 0.9 { #expect(peak > 1) }
            if dampingRatio >= 1 { #expect(peak <= 1) }
        }
    }

    @Test func anUnderdampedSpringOvershoots() {
        let spring = Spring(dampingRatio: 0.7, response: 0.5)
        // The first peak of 1 − e^(−ζωt)(cos ω_d t + …) is at t = π / ω_d, 1 + e^(−ζπ/√(1−ζ²)).
        let dampedFrequency = 2 * Double.pi / 0.5 * (1 - 0.49).squareRoot()
        let peakTime = Double.pi / dampedFrequency
        let overshoot = exp(-0.7 * Double.pi / (1 - 0.49).squareRoot())
        #expect(abs(spring.value(at: peakTime) - (1 + overshoot)) < 1e-12)
        #expect(overshoot > 0.04)
    }

    @Test func interactiveTransitionsFollowThePanAndCancelBackToZero() {
        let pan = PanScript(
            keyFrames: [
                .init(time: 0.2, progress: 0.6), .init(time: 0.4, progress: 0.2), .init(time: 0.8, progress: 1),
                .init(time: 1.0, progress: 0.5),
            ],
            ending: .cancel)
        let curve = TimingCurve.interactive(pan)
        #expect(curve.progress(atElapsed: 0.1, duration: 0.3) == 0.3)
        #expect(abs(curve.progress(atElapsed: 0.3, duration: 0.3) - 0.4) < 1e-12)
        #expect(curve.progress(atElapsed: 0.8, duration: 0.3) == 1)
        // After the last key frame it runs back from 0.5 to 0 over half the duration.
        #expect(curve.completionTime(duration: 0.3) == 1.15)
        #expect(abs(curve.progress(atElapsed: 1.075, duration: 0.3) - 0.25) < 1e-12)
        #expect(curve.progress(atElapsed: 1.15, duration: 0.3) == 0)
        #expect(curve.finalProgress == 0)

        let finishing = TimingCurve.interactive(PanScript(keyFrames: pan.keyFrames, ending: .finish))
        #expect(finishing.progress(atElapsed: 5, duration: 0.3) == 1)
    }

    @Test func invalidCurvesAreNamed() {
        #expect(throws: LayoutError.invalidParameter(name: "duration", value: 0, requirement: "positive and finite")) {
            try TimingCurve.linear.validate(duration: 0)
        }
        #expect(throws: LayoutError.self) {
            try TimingCurve.spring(Spring(dampingRatio: 0, response: 0.5)).validate(duration: 1)
        }
        #expect(throws: LayoutError.self) {
            try TimingCurve.spring(Spring(dampingRatio: 0.7, response: .nan)).validate(duration: 1)
        }
        let backwards = PanScript(
            keyFrames: [.init(time: 0.5, progress: 0.2), .init(time: 0.1, progress: 1)], ending: .finish)
        #expect(throws: LayoutError.self) { try TimingCurve.interactive(backwards).validate(duration: 1) }
    }
}
