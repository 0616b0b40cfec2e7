import SwitchLayout
import Testing

@Suite("Validation: every invalid input is a typed error naming the parameter")
struct ValidationTests {
    /// A valid grid: 375 wide, 3 columns, 2 sections of 5 items with headers.
    let valid = LayoutSpec(
        state: .grid, boundsSize: Size(width: 375, height: 667), columns: 3, staticCellHeight: 165,
        sections: [Section(itemCount: 5, headerHeight: 40), Section(itemCount: 5, headerHeight: 40)])

    @Test func aValidSpecPasses() throws {
        try valid.validate()
    }

    /// Each mutation of the valid spec and the parameter its error must name.
    static let invalidCases: [(String, @Sendable (inout LayoutSpec) -> Void)] = [
        ("columns", { $0.columns = 0 }),
        ("columns", { $0.state = .list }),
        ("boundsSize.width", { $0.boundsSize.width = -1 }),
        ("boundsSize.height", { $0.boundsSize.height = .nan }),
        ("contentInset.left", { $0.contentInset.left = .infinity }),
        ("contentInset.bottom", { $0.contentInset.bottom = -0.5 }),
        ("cellPadding.x", { $0.cellPadding.x = 63 }),
        ("cellPadding.y", { $0.cellPadding.y = -6 }),
        ("staticCellHeight", { $0.staticCellHeight = 5 }),
        ("staticCellHeight", { $0.staticCellHeight = .infinity }),
        ("aspectRatio", { $0.aspectRatio = 0 }),
        ("aspectRatio", { $0.aspectRatio = -.infinity }),
        ("itemHeights.count", { $0.itemHeights = [80, 80] }),
        ("itemHeights[3]", { $0.itemHeights = [80, 80, 80, 2, 80, 80, 80, 80, 80, 80] }),
        ("itemHeights[0]", { $0.itemHeights = [.nan, 80, 80, 80, 80, 80, 80, 80, 80, 80] }),
        ("sections[1].itemCount", { $0.sections[1].itemCount = -1 }),
        ("sections[0].headerHeight", { $0.sections[0].headerHeight = -40 }),
        (
            "sections[1].footerHeight",
            {
                $0.supplementaryPadding.y = 10
                $0.sections[1].footerHeight = 15
            }
        ),
        ("supplementaryPadding.x", { $0.supplementaryPadding.x = 200 }),
        ("supplementaryPadding.y", { $0.supplementaryPadding.y = .nan }),
    ]

    @Test(arguments: invalidCases)
    func invalidParametersAreNamed(parameter: String, mutate: @Sendable (inout LayoutSpec) -> Void) {
        var spec = valid
        mutate(&spec)
        do {
            try spec.validate()
            Issue.record("\(parameter): expected an error")
        } catch {
            guard case .invalidParameter(let name, _, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == parameter)
            #expect(error.description.hasPrefix("\(parameter) = "))
        }
    }

    @Test func messagesGiveTheValueAndTheRequirement() {
        var spec = valid
        spec.columns = 0
        #expect(throws: LayoutError.invalidParameter(name: "columns", value: 0, requirement: "at least 1")) {
            try spec.validate()
        }
        #expect(
            LayoutError.invalidParameter(name: "columns", value: 0, requirement: "at least 1").description
                == "columns = 0 is invalid: it must be at least 1")
        #expect(
            LayoutError.invalidParameter(name: "aspectRatio", value: -0.5, requirement: "positive and finite")
                .description == "aspectRatio = -0.5 is invalid: it must be positive and finite")
    }

    @Test func transitionsNeedMatchingSections() {
        var next = valid
        next.sections.append(Section(itemCount: 1))
        #expect(throws: LayoutError.incompatibleTransition(name: "sections.count", current: "2", next: "3")) {
            try valid.validateTransition(to: next)
        }
        #expect(throws: LayoutError.self) { try LayoutSpec.validateTransitionProgress(.nan) }
        #expect(throws: Never.self) { try LayoutSpec.validateTransitionProgress(-1e6) }
    }
}
