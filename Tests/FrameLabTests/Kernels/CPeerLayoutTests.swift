import FrameLab
import PropertyBased
import ReferenceLayout
import SIMDLayout
import SwitchLayout
import TestSupport
import Testing

@Suite("The C peer of full interpolation")
struct CPeerLayoutTests {
    @Test func theCPeerAgreesWithTheReference() async {
        await propertyCheck(count: 300, input: Gen.transitionCase) { transition in
            var layout = try CPeerLayout<SIMDOptimizedLayout>(transition.current)
            let reference = try ReferenceLayout(transition.current)
            try layout.startTransition(to: transition.next)
            try reference.startTransition(to: transition.next)
            try layout.setTransitionProgress(transition.progress)
            try reference.setTransitionProgress(transition.progress)
            var c = ElementFrames()
            var expected = ElementFrames()
            layout.layoutFramesForAllElements(into: &c)
            reference.layoutFramesForAllElements(into: &expected)
            #expect(c == expected)
        }
    }
}
