import LabSupport
import Testing

@Suite("Numbers as the lab prints them")
struct DoubleDescriptionTests {
    @Test(
        "Numbers print as Swift's shortest round trip, integral ones without \".0\"",
        arguments: [
            (6.0, "6"), (363.0, "363"), (0.37, "0.37"), (-12.5, "-12.5"), (-0.0, "0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e15, "1000000000000000"), (1e16, "1e+16"), (1e-7, "1e-07"), (.infinity, "inf"), (.nan, "nan"),
        ])
    func compactDescription(value: Double, text: String) {
        #expect(value.compactDescription == text)
    }
}
